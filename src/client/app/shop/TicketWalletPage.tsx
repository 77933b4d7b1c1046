import { useParams } from 'react-router-dom';
import { TicketWallet } from '../../features/my-tickets/TicketWallet';

/** /tickets/:token — the unguessable link to an order's tickets. */
export default function TicketWalletPage() {
  const { token = '' } = useParams();
  return (
    <main className="page">
      <TicketWallet token={token} />
    </main>
  );
}
