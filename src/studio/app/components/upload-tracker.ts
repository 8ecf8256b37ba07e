import { createContext, useContext } from 'react';

/**
 * Files still on their way, counted by the form: its buttons wait for them, so an item is never
 * saved or published without a file the member of staff chose. Outside a form it counts nothing.
 */
export const UploadTracker = createContext<() => () => void>(() => () => {});

/** Marks one upload as started; call the returned function when it ends, either way. */
export const useUploadTracker = () => useContext(UploadTracker);
