import { z } from 'zod';
import { EMPLOYEE_TYPES } from '../codes.ts';
import { DeptCode } from './common.ts';

export const EmployeeType = z.enum(EMPLOYEE_TYPES);

/** Employee, list form (SPEC §3). */
export const Employee = z.object({
  id: z.number().int(),
  name: z.string(),
  designation: z.string().default(''),
  /** The designation in Assamese, when the content gives it (ours; decision 097). */
  designation_as: z.string().optional(),
  email: z.string().default(''),
  phone: z.string().default(''),
  mobile: z.string().default(''),
  /** Photo addresses, first one shown. */
  dp: z.array(z.string()).default([]),
  /** What the first photo shows, for its alt text (ours; optional on the wire). */
  dp_alt: z.string().optional(),
  /** 1 shows the links to the faculty page and the quarterly report. */
  liveNow: z.number().int().default(0),
  /** Home department of the person, where their profile lives (ours; optional on the wire). */
  dept_code: z.string().optional(),
});
export type Employee = z.infer<typeof Employee>;

export const EmployeeByTypeRequest = z.object({
  dept_code: DeptCode,
  type: EmployeeType,
});

/** Governing body member. */
export const GoverningBodyMember = z.object({
  type: z.string(),
  name: z.string(),
  phone: z.string().default(''),
  email: z.string().default(''),
});
export type GoverningBodyMember = z.infer<typeof GoverningBodyMember>;
