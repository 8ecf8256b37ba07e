/** Moved to the services (src/services/profile.ts, decision 079). */
export * from '../../services/profile.ts';
