/** The contract of SPEC §3, §7 and §9: the one place that defines a wire shape. */
export * from './codes.ts';
export * from './constants.ts';
export * from './calls.ts';
export * from './client.ts';
export * from './file-address.ts';
export * from './schemas/common.ts';
export * from './schemas/notices.ts';
export * from './schemas/employees.ts';
export * from './schemas/profile.ts';
export * from './schemas/departments.ts';
export * from './schemas/iqac.ts';
export * from './schemas/college.ts';
export * from './schemas/catalogue.ts';
