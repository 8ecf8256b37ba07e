/** Moved to the services (src/services/college.repository.ts, decision 079). */
export * from '../../services/college.repository.ts';
