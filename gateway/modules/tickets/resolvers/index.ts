import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import * as enums from '../enums.js';
import { MaintenanceTicket } from './MaintenanceTicket.js';
import { addTicketFollowers, addTicketUpdate, openMaintenanceTicket, removeTicketFollowers, setTicketManagerNotifications, setTicketResponsibility, submitTicketDocuments } from './mutations.js';
import { maintenanceTicket, supportCategories } from './Query.js';
import { ticketUpdated } from './Subscription.js';
import { SupportCategory, TicketUpdate } from './TicketUpdate.js';
import { Viewer } from './Viewer.js';

export const ticketResolvers: Resolvers = {
  ...enums,
  MaintenanceTicket,
  TicketUpdate,
  SupportCategory,
  Viewer,
  Query: { maintenanceTicket, supportCategories },
  Mutation: {
    openMaintenanceTicket, addTicketUpdate, setTicketResponsibility, setTicketManagerNotifications,
    addTicketFollowers, removeTicketFollowers, submitTicketDocuments,
  },
  Subscription: { ticketUpdated },
};
