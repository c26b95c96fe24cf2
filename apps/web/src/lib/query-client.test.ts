import { afterEach, describe, expect, it } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import { ApiError } from './api-client';
import { queryClient } from './query-client';

const failingLoad = (status: number) =>
  queryClient.fetchQuery({
    queryKey: ['failing', status],
    queryFn: () => Promise.reject(new ApiError(status, { message: 'refused', code: `HTTP_${status}` })),
    retry: false,
    meta: { errorToast: 'Get fund did not work' },
  });

describe('the query client', () => {
  afterEach(() => {
    useToastStore.setState({ toasts: [] });
    queryClient.clear();
  });

  it("toasts a failed load with the query's message", async () => {
    await expect(failingLoad(500)).rejects.toThrow('refused');
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['Get fund did not work']);
  });

  it('toasts nothing for a 401: the session ended (a time-out taken, signed out elsewhere), which its own flow says', async () => {
    await expect(failingLoad(401)).rejects.toThrow('refused');
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
