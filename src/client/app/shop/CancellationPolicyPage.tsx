import { SitePage } from '../../features/pages/SitePage';

/** The cancellation-rights notice the order button links to (§ 312j BGB). */
export default function CancellationPolicyPage() {
  return <SitePage name="widerrufsbelehrung" />;
}
