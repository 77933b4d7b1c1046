import { Navigate, type RouteObject } from 'react-router-dom';
import { adminScreen } from './admin-screen';

/** Spec §2 back-office routes for events, orders, PayPal universes, venues, the ticket designer and media (issue 6). */
export const operationsRoutes: RouteObject[] = [
  {
    path: 'events/list',
    element: adminScreen('Events', 'EVENT_LIST_VIEW', async () => (await import('../../features/events-admin/EventList')).EventList),
  },
  {
    path: 'events/edit/:eventId',
    element: adminScreen('Event bearbeiten', ['EVENT_LIST_VIEW', 'EVENTS_EDIT'], async () => (await import('./operations/EventEditPage')).EventEditPage),
  },
  {
    path: 'events/add',
    element: adminScreen('Event erstellen', 'EVENTS_EDIT', async () => {
      const { EventEditor } = await import('../../features/events-admin/EventEditor');
      return () => <EventEditor />;
    }),
  },
  { path: 'orders', element: adminScreen('Bestellungen', 'ORDERS_VIEW', async () => (await import('../../features/orders-admin/OrderList')).OrderList) },
  { path: 'orders/details', element: <Navigate to="/admin/orders" replace /> },
  // The waiting list (issue 42) sits with the orders: a tab-like page of its own, reached from the order list.
  {
    path: 'orders/waiting-list',
    element: adminScreen('Warteliste', 'ORDERS_VIEW', async () => (await import('../../features/waiting-list/WaitingListAdmin')).WaitingListAdmin),
  },
  {
    path: 'orders/details/:orderId',
    element: adminScreen('Bestelldetails', 'ORDERS_VIEW_DETAILS', async () => (await import('./operations/OrderDetailsPage')).OrderDetailsPage),
  },
  {
    path: 'reservations',
    element: adminScreen(
      'Reservierungen und Gästeliste',
      'ORDERS_CREATE',
      async () => (await import('../../features/reservations/ReservationsPage')).ReservationsPage,
    ),
  },
  {
    path: 'paypal/universes',
    element: adminScreen('PayPal Universen', 'PAYPAL_VIEW', async () => (await import('../../features/universes/UniverseList')).UniverseList),
  },
  // Spec §6: the venues screen has no key; the sidebar's ROOMS_VIEW gates it here too, the server checks it.
  { path: 'rooms', element: adminScreen('Spielstätten', ['ROOMS_VIEW', 'ROOMS_EDIT'], async () => (await import('../../features/rooms/RoomList')).RoomList) },
  {
    path: 'ticket-designer',
    element: adminScreen(
      'Ticket-Designer',
      ['TICKET_DESIGN_VIEW', 'TICKET_DESIGN_EDIT'],
      async () => (await import('../../features/ticket-designer/TicketDesigner')).TicketDesigner,
    ),
  },
  { path: 'media', element: adminScreen('Medien', 'MEDIA_VIEW', async () => (await import('../../features/media/MediaLibrary')).MediaLibrary) },
];
