/** Moved to the services (src/services/answers.ts, decision 079); the studio's entities still import it here. */
export * from '../services/answers.ts';
