import { ConsentSettingsButton } from '../../features/consent/ConsentSettingsButton';
import { SitePage } from '../../features/pages/SitePage';

export default function ImprintPage() {
  return (
    <SitePage name="impressum">
      <ConsentSettingsButton />
    </SitePage>
  );
}
