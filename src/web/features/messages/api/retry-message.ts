import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@domain/message';
import { toast } from '@/components/ui/use-toast';
import { messagesCopy as copy } from '@/content/messages';
import { api, errorMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { sentAgainAt } from '../lib/message-status';

/** POST /api/messages/{id}/retry: back to the queue; 409 when the message is not failed, unknown or held. */
export const retryMessage = (id: string) => api.post('/api/messages/{id}/retry', { path: { id } });

export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMessage,
    onSuccess: (message) => {
      toast(copy.sentAgain);
      sentAgainAt.set(message.id, Date.now());
      // Changed in place in the history and the outbox alike (not refetched: the outbox lists only held messages, and
      // one that vanished the moment it was sent again would look lost); each then reads again until it has an outcome.
      queryClient.setQueriesData<Message[]>({ queryKey: queryKeys.messages.all }, (list) =>
        list?.map((m) => (m.id === message.id ? message : m)),
      );
    },
    onError: (error) =>
      toast({
        title: copy.sendAgainFailed.title,
        description: errorMessage(error, copy.sendAgainFailed.description),
        variant: 'destructive',
      }),
  });
}
