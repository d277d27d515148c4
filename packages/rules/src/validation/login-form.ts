// §5 Username and password at login: both required to continue.
import { z } from 'zod';
import { stringField } from './field-rule';

/** Required: empty gives "This field is required", only spaces gives "Field can not be empty". */
export const requiredTextSchema = stringField('validation.required', (value) => {
  if (value.length === 0) return { message: 'validation.required' };
  if (value.trim().length === 0) return { message: 'validation.fieldEmpty' };
  return null;
});

export const loginFormSchema = z.object({
  username: requiredTextSchema,
  password: requiredTextSchema,
});
export type LoginForm = z.infer<typeof loginFormSchema>;
