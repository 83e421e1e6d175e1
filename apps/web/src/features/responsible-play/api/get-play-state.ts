import { useQuery } from '@tanstack/react-query';
import { playStateQueryOptions } from '../../../lib/responsible-play/play-state';

export const usePlayState = () => useQuery(playStateQueryOptions());
