/** Spec §3 User, as the API returns it (never with a password hash). */
export interface AccountDto {
  id: number;
  user_id: number;
  username: string;
  name: string;
  surname: string;
  telephone: string;
  mail: string;
  image_id: number | null;
  roles: string[];
  role: string;
  status: 'active' | 'inactive' | 'banned';
}
