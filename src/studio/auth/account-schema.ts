import { z } from 'zod';
import { ROLES } from '../permissions.ts';
import { PASSWORD_MAX_LENGTH, passwordProblem } from './password-rule.ts';
import { usernameSchema } from './usernames.ts';

/**
 * A new account as the accounts screen and `npm run users -- add` both take it. A department
 * account names its department, a faculty account its person; other roles have neither.
 */
export const newAccountSchema = z
  .object({
    username: usernameSchema,
    displayName: z.string().trim().max(100, 'Keep the name to 100 characters at most.').optional(),
    role: z.enum(ROLES, { error: `Choose a role: ${ROLES.join(', ')}.` }),
    deptCode: z
      .string()
      .trim()
      .max(20, 'A department code is at most 20 letters, like PHY.')
      .transform((code) => code.toUpperCase())
      .optional(),
    personId: z
      .number({ error: 'Enter the person’s number, as in the staff list (digits only).' })
      .int('Enter the person’s number, as in the staff list (digits only).')
      .positive('Enter the person’s number, as in the staff list (digits only).')
      .optional(),
    password: z
      .string({ error: 'Enter a password.' })
      .max(PASSWORD_MAX_LENGTH, {
        error: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
        abort: true,
      })
      .superRefine((password, ctx) => {
        const problem = passwordProblem(password, '');
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  })
  .superRefine((value, ctx) => {
    if (value.role === 'department' && !value.deptCode)
      ctx.addIssue({
        code: 'custom',
        path: ['deptCode'],
        message: 'A department account needs its department code.',
      });
    if (value.role === 'faculty' && value.personId === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['personId'],
        message: 'A faculty account needs the number of its person.',
      });
    // The length was checked with the field; what is left is "not the username".
    const problem = passwordProblem(value.password, value.username);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  });
export type NewAccount = z.output<typeof newAccountSchema>;
