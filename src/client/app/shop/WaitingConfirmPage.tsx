import { useParams } from 'react-router-dom';
import { WaitingConfirm } from '../../features/waiting-list/WaitingConfirm';

/** /warteliste/:token/bestaetigen — the sign-up mail's confirm link (issue 52). */
export default function WaitingConfirmPage() {
  const { token = '' } = useParams();
  return (
    <main className="page">
      <WaitingConfirm token={token} />
    </main>
  );
}
