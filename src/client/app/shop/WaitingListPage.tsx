import { useParams } from 'react-router-dom';
import { WaitingEntry } from '../../features/waiting-list/WaitingEntry';

/** /warteliste/:token — the personal link of a waiting-list entry (issue 42). */
export default function WaitingListPage() {
  const { token = '' } = useParams();
  return (
    <main className="page">
      <WaitingEntry token={token} />
    </main>
  );
}
