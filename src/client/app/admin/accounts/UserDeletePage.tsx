import { useParams } from 'react-router-dom';
import { UserDelete } from '../../../features/users/UserDelete';

export function UserDeletePage() {
  return <UserDelete userId={Number(useParams().userId)} />;
}
