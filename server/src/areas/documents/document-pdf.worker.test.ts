import { HEAVY_WORK_LIMITS } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import { pngOfSize } from '../../test/large-image';
import { renderDocumentPdfTask } from './document-pdf.worker';
import type { Block } from './rich-text-blocks';

const input = (blocks: Block[]) => ({
  title: 'Grenser',
  blocks,
  brand: { tenantName: 'Demo', color: '#1f4e8c' },
  language: 'no' as const,
  createdAt: new Date('2026-01-01T00:00:00Z'),
});

describe('the document PDF on its pool thread', () => {
  it('answers the page limit as a refusal, not a PDF of any length', async () => {
    // About 58 rules fit a page: enough for one page more than the limit.
    const rules: Block[] = Array.from({ length: 60 * (HEAVY_WORK_LIMITS.renderMaxPages + 1) }, () => ({ kind: 'rule' }));
    expect(await renderDocumentPdfTask(input(rules))).toEqual({
      refused: 'pdf_too_many_pages',
      params: { max: String(HEAVY_WORK_LIMITS.renderMaxPages) },
    });
  });

  it('refuses an image past the pixel limit before pdf-lib decodes it', async () => {
    const src = `data:image/png;base64,${pngOfSize(5000, 4000).toString('base64')}`;
    expect(await renderDocumentPdfTask(input([{ kind: 'image', src, alt: '' }]))).toMatchObject({
      refused: 'image_too_large',
      params: { width: '5000', height: '4000' },
    });
  });
});
