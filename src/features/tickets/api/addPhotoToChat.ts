/** `addPhotoToChat`: images or pdfs into a ticket's chat; answers the ticket with its refreshed chat. */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import type { Id } from '@/api/types';
import { ticketKeys } from './keys';

export interface AddPhotoInput {
  ticketId: Id;
  files: File[];
}

export const addPhotoToChat = ({ ticketId, files }: AddPhotoInput) =>
  api.upload('/api/tickets/AddPhotoToChat', { files, fields: { ticket: ticketId } });

export const useAddPhotoToChat = () =>
  useInvalidatingMutation(addPhotoToChat, (input) => [ticketKeys.lists(), ticketKeys.detail(input.ticketId)]);
