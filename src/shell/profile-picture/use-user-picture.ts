import { useCallback, useEffect, useState } from 'react';
import { fetchUserPicture, pictureSource } from '../api/shell-api';

type PictureState = { isLoading: boolean; picture: string | undefined };

/** A user's picture address (GET /users/{id}); refetched when the id changes or on `refetch`. */
export const useUserPicture = (userId: number | string | undefined) => {
  const [state, setState] = useState<PictureState>({ isLoading: true, picture: undefined });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (userId === undefined || userId === null || userId === '') return;
    let isCurrent = true;
    let blobAddress: string | undefined;
    setState({ isLoading: true, picture: undefined });
    fetchUserPicture(userId)
      .then(async (user) => {
        const source = user.profilePicture ? await pictureSource(user.profilePicture) : undefined;
        if (source?.isBlob) blobAddress = source.src;
        if (isCurrent) setState({ isLoading: false, picture: source?.src });
        else if (blobAddress) URL.revokeObjectURL(blobAddress);
      })
      .catch((error: unknown) => {
        // SPEC §8: a failed picture fetch is logged and the placeholder avatar shown.
        console.error('Fetching the profile picture failed', error);
        if (isCurrent) setState({ isLoading: false, picture: undefined });
      });
    return () => {
      isCurrent = false;
      if (blobAddress) URL.revokeObjectURL(blobAddress);
    };
  }, [userId, generation]);

  const refetch = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, refetch };
};
