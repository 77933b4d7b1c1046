import { useParams } from 'react-router-dom';
import { UserEdit } from '../../../features/users/UserEdit';

export function UserEditPage() {
  return <UserEdit userId={Number(useParams().userId)} />;
}
