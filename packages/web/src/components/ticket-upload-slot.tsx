import { type ComponentType, createContext, useContext } from 'react';

export interface TicketUploadSlotProps {
  /** The redeemed upload ticket the files are sent through. */
  ticket: string;
  projectId: string;
  projectName: string;
}

/**
 * Where an upload ticket leads: the upload page, as a slot, since the tickets feature must not import the upload
 * feature; `app/` fills it.
 */
export const TicketUploadSlot = createContext<ComponentType<TicketUploadSlotProps> | null>(null);

/** The upload view the app provided, or null where none was. */
export function useTicketUploadSlot(): ComponentType<TicketUploadSlotProps> | null {
  return useContext(TicketUploadSlot);
}
