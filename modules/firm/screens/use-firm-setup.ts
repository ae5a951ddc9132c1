import { useEffect, useState } from 'react';
import { fetchSetupStatus } from './firm-api';

/**
 * Whether the firm is set up, asked once per visit of the start page: undefined while asking. A failed ask counts
 * as set up (the start page then goes where it always went, and the pages say what failed themselves).
 */
export const useIsFirmSetUp = (): boolean | undefined => {
  const [isSetUp, setIsSetUp] = useState<boolean>();
  useEffect(() => {
    let isCurrent = true;
    fetchSetupStatus()
      .then((status) => isCurrent && setIsSetUp(status.isSetUp))
      .catch(() => isCurrent && setIsSetUp(true));
    return () => {
      isCurrent = false;
    };
  }, []);
  return isSetUp;
};
