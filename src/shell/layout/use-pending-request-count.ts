import { useEffect, useState } from 'react';
import { fetchPendingRequestCount } from '../api/shell-api';

/** SPEC §4: an admin fetches the count of HR requests in 'Reviewing' once, on start. */
export const usePendingRequestCount = (isEnabled: boolean) => {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!isEnabled) return;
    let isCurrent = true;
    fetchPendingRequestCount()
      .then((value) => isCurrent && setCount(value))
      .catch((error: unknown) => console.error('Errore nel recupero richieste pendenti', error));
    return () => {
      isCurrent = false;
    };
  }, [isEnabled]);
  return count;
};
