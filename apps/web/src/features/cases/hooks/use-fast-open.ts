import { useCallback, useState } from 'react';
import { isBoolean, local, readStored, writeStored } from '../../../lib/storage';

const FAST_OPEN_KEY = 'cases.fastOpen';

/** The fast-open switch (no reel animation), remembered in localStorage. */
export function useFastOpen(): [boolean, (on: boolean) => void] {
  const [fast, setFast] = useState(() => readStored(local(), FAST_OPEN_KEY, isBoolean) ?? false);
  const change = useCallback((on: boolean) => {
    setFast(on);
    writeStored(local(), FAST_OPEN_KEY, on);
  }, []);
  return [fast, change];
}
