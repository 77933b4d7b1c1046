import '../../features/pages/pages.css';
import { useShopText } from '../../i18n/use-shop-text';

/** The team's names stay as they are written; their roles come from the catalogs (pages.about.role.*). */
const team = [
  { name: 'Katrin Vogel', role: 'direction' },
  { name: 'Tobias Lange', role: 'music' },
  { name: 'Aylin Kaya', role: 'dance' },
];

/** Spec §2 'Über uns': text and a team grid of three with roles. */
export default function AboutPage() {
  const { t } = useShopText();
  return (
    <main className="page">
      <h1>{t('pages.about.title')}</h1>
      <p>{t('pages.about.text')}</p>
      <h2>{t('pages.about.team')}</h2>
      <ul className="team-grid">
        {team.map((member) => (
          <li key={member.name} translate="no">
            <div className="team-grid__avatar" aria-hidden="true">
              {member.name
                .split(' ')
                .map((part) => part[0])
                .join('')}
            </div>
            <strong>{member.name}</strong>
            <span translate="yes">{t(`pages.about.role.${member.role}`)}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
