import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField, DateRangeFields, DateTimeField, type DateRange } from './date-field';
import { formatDay, parseDay, parseTime } from './date-format';
import { TestShell, createTestShell } from './testing';
import type { Language } from './shell-types';

function Controlled({
  initial = '',
  onChange,
  min,
}: {
  initial?: string;
  onChange?: (v: string) => void;
  min?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Sent from"
        value={value}
        min={min}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const inShell = (ui: React.ReactNode, language: Language = 'en') =>
  render(<TestShell shell={createTestShell({ language })}>{ui}</TestShell>);

describe('date format', () => {
  it('writes a day as the UI language does, whatever the browser says', () => {
    expect(formatDay('2026-03-04', 'no')).toBe('04.03.2026');
    expect(formatDay('2026-03-04', 'en')).toBe('04/03/2026');
    expect(formatDay('', 'no')).toBe('');
  });

  it('reads day-first dates in either way of writing, and refuses days that do not exist', () => {
    expect(parseDay('4.3.2026')).toBe('2026-03-04');
    expect(parseDay('04/03/2026')).toBe('2026-03-04');
    expect(parseDay('04032026')).toBe('2026-03-04');
    expect(parseDay('4.3.26')).toBe('2026-03-04');
    expect(parseDay('2026-03-04')).toBe('2026-03-04');
    expect(parseDay('31.02.2026')).toBeNull();
    expect(parseDay('12.13.2026')).toBeNull();
    expect(parseDay('03/04')).toBeNull();
  });

  it('reads 24-hour times', () => {
    expect(parseTime('9')).toBe('09:00');
    expect(parseTime('930')).toBe('09:30');
    expect(parseTime('9.30')).toBe('09:30');
    expect(parseTime('24:00')).toBeNull();
  });
});

describe('DateField', () => {
  it('shows the value as dd.mm.yyyy in Norwegian and dd/mm/yyyy in English, named by its label', () => {
    inShell(<Controlled initial="2026-03-04" />, 'no');
    const field = screen.getByRole('textbox', { name: 'Sent from' });
    expect(field).toHaveProperty('value', '04.03.2026');
    expect(field.getAttribute('placeholder')).toBe('dd.mm.åååå');
    screen.getByRole('button', { name: 'Velg dato' });
  });

  it('takes a typed date and gives ISO to the form', () => {
    const onChange = vi.fn();
    inShell(<Controlled onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Sent from' });
    fireEvent.change(field, { target: { value: '4/3/2026' } });
    expect(screen.getByTestId('value').textContent).toBe('2026-03-04');
    fireEvent.blur(field);
    expect(field).toHaveProperty('value', '04/03/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-04');
  });

  it('says how to write a date that is none, and gives the form no date', () => {
    inShell(<Controlled initial="2026-03-04" />, 'no');
    const field = screen.getByRole('textbox', { name: 'Sent from' });
    fireEvent.change(field, { target: { value: '31.02.2026' } });
    fireEvent.blur(field);
    expect(screen.getByText('Skriv datoen som dd.mm.åååå')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('refuses a date before its minimum', () => {
    inShell(<Controlled min="2026-03-10" />);
    const field = screen.getByRole('textbox', { name: 'Sent from' });
    fireEvent.change(field, { target: { value: '09/03/2026' } });
    fireEvent.blur(field);
    expect(screen.getByText('Choose 10/03/2026 or later')).toBeTruthy();
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('picks a day in a calendar in the UI language, by keyboard', () => {
    inShell(<Controlled initial="2026-03-04" />, 'no');
    fireEvent.click(screen.getByRole('button', { name: 'Velg dato' }));
    const grid = screen.getByRole('grid', { name: 'mars 2026' });
    const day = within(grid).getByRole('button', { name: /onsdag 4\. mars 2026/ });
    expect(document.activeElement).toBe(day);
    fireEvent.keyDown(day, { key: 'ArrowDown' });
    const next = within(grid).getByRole('button', { name: /onsdag 11\. mars 2026/ });
    expect(document.activeElement).toBe(next);
    fireEvent.keyDown(next, { key: 'PageDown' });
    expect(screen.getByRole('grid', { name: 'april 2026' })).toBeTruthy();
    fireEvent.click(document.activeElement!);
    expect(screen.getByTestId('value').textContent).toBe('2026-04-11');
    expect(screen.getByRole('textbox', { name: 'Sent from' })).toHaveProperty('value', '11.04.2026');
  });

  it('follows a value set from outside (a filter reset)', () => {
    function Resettable() {
      const [value, setValue] = useState('2026-03-04');
      return (
        <>
          <DateField label="Day" value={value} onChange={setValue} />
          <button onClick={() => setValue('')}>reset</button>
        </>
      );
    }
    inShell(<Resettable />);
    fireEvent.click(screen.getByText('reset'));
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveProperty('value', '');
  });
});

describe('DateRangeFields', () => {
  it('names its fields From and To by default and will not take an end before the start', () => {
    const seen: DateRange[] = [];
    function Range() {
      const [range, setRange] = useState<DateRange>({ from: '2026-03-10', to: '' });
      return (
        <DateRangeFields
          value={range}
          onChange={(r) => {
            seen.push(r);
            setRange(r);
          }}
        />
      );
    }
    inShell(<Range />, 'no');
    const to = screen.getByRole('textbox', { name: 'Til' });
    expect(screen.getByRole('textbox', { name: 'Fra' })).toHaveProperty('value', '10.03.2026');
    fireEvent.change(to, { target: { value: '01.03.2026' } });
    fireEvent.blur(to);
    expect(screen.getByText('Velg 10.03.2026 eller senere')).toBeTruthy();
    expect(seen).toEqual([]);
    fireEvent.change(to, { target: { value: '20.03.2026' } });
    expect(seen.at(-1)).toEqual({ from: '2026-03-10', to: '2026-03-20' });
  });
});

describe('DateTimeField', () => {
  it('gives yyyy-mm-ddTHH:MM once both the day and the time are written', () => {
    const onChange = vi.fn();
    inShell(<DateTimeField label="Start" value="" onChange={onChange} />, 'no');
    fireEvent.change(screen.getByRole('textbox', { name: 'Start' }), { target: { value: '04.03.2026' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Start, klokkeslett' }), {
      target: { value: '9.30' },
    });
    expect(onChange).toHaveBeenLastCalledWith('2026-03-04T09:30');
  });
});
