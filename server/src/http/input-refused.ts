// Input that does not fit a route's contract (issue 25 item 2): the area kit's validator returns this
// with zod's issues, and the error handler answers it in the one `invalid_input` shape, in both
// languages (packages/rules, contract/input-issues.ts).
import { invalidInputAnswer, type InputPart } from '@portal/rules';
import type { z } from 'zod';

export class InputRefused extends Error {
  readonly statusCode = 400;
  constructor(
    readonly part: InputPart,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super('The request does not fit the route');
    this.name = 'InputRefused';
  }

  answer() {
    return invalidInputAnswer(this.part, this.issues);
  }
}
