import { useParams } from 'react-router-dom';
import { RoleDetails } from '../../../features/roles/RoleDetails';

export function RoleDetailsPage() {
  const { roleName = '' } = useParams();
  return <RoleDetails key={roleName} roleName={roleName} />;
}
