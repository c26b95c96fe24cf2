import { queryOptions } from '@tanstack/react-query';
import {
  adjustBalanceResponse,
  adminPlayerActionResponse,
  adminPlayerDetail,
  adminPlayerPaths,
  adminPlayerSearchResponse,
  type AdjustBalanceRequest,
  type CancelBonusRequest,
  type LowerLimitRequest,
} from '@lodestar/contracts';
import { apiRequest } from '@/lib/api-client';
import { staffRequest } from './staff-api';

const pathOf = (path: string, playerId: string) => path.replace(':id', encodeURIComponent(playerId));

export const playerSearchQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: ['staff', 'players', 'search', q, page],
    queryFn: () =>
      staffRequest(() =>
        apiRequest(`${adminPlayerPaths.search}?${new URLSearchParams({ q, page: String(page) })}`, { schema: adminPlayerSearchResponse }),
      ),
  });

export const playerDetailQueryOptions = (playerId: string) =>
  queryOptions({
    queryKey: ['staff', 'players', 'detail', playerId],
    queryFn: () => staffRequest(() => apiRequest(pathOf(adminPlayerPaths.detail, playerId), { schema: adminPlayerDetail })),
  });

const post = (path: string, playerId: string, body?: object) =>
  staffRequest(() => apiRequest(pathOf(path, playerId), { method: 'POST', body, schema: adminPlayerActionResponse }));

export const playerActions = {
  lock: (playerId: string, reason: string) => post(adminPlayerPaths.lock, playerId, { reason }),
  unlock: (playerId: string, reason: string) => post(adminPlayerPaths.unlock, playerId, { reason }),
  endSessions: (playerId: string) => post(adminPlayerPaths.endSessions, playerId),
  lowerLimit: (playerId: string, body: LowerLimitRequest) => post(adminPlayerPaths.lowerLimit, playerId, body),
  addNote: (playerId: string, text: string) => post(adminPlayerPaths.notes, playerId, { text }),
  cancelBonus: (playerId: string, body: CancelBonusRequest) => post(adminPlayerPaths.cancelBonus, playerId, body),
  adjustBalance: (playerId: string, body: AdjustBalanceRequest) =>
    staffRequest(() => apiRequest(pathOf(adminPlayerPaths.adjustBalance, playerId), { method: 'POST', body, schema: adjustBalanceResponse })),
};
