import { useEffect, useState } from 'react';

/** A short notice ("Saved.") that goes by itself after `ms`; a new notice starts the time again. */
export function useFadingNotice(ms = 4000) {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), ms);
    return () => clearTimeout(timer);
  }, [notice, ms]);
  return [notice, setNotice] as const;
}
