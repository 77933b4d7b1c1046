import '../../features/pages/pages.css';

const team = [
  { name: 'Katrin Vogel', role: 'Regie und Leitung der Musical-AG' },
  { name: 'Tobias Lange', role: 'Musikalische Leitung und Schulband' },
  { name: 'Aylin Kaya', role: 'Choreografie und Kostüme' },
];

/** Spec §2 'Über uns': text and a team grid of three with roles. */
export default function AboutPage() {
  return (
    <main className="page">
      <h1>Über uns</h1>
      <p>
        Wir sind die Musical-AG der Gesamtschule am Stadtpark. Jedes Jahr bringen über 60 Schülerinnen und Schüler aus allen Jahrgängen ein eigenes Musical auf
        die Bühne unserer Aula – mit selbst geschriebenen Songs, Live-Band, Tanz und Bühnenbild aus den Kunstkursen. Der Ticketverkauf läuft über den
        Förderverein; jeder Euro fließt in die nächste Produktion.
      </p>
      <h2>Das Team</h2>
      <ul className="team-grid">
        {team.map((member) => (
          <li key={member.name}>
            <div className="team-grid__avatar" aria-hidden="true">
              {member.name
                .split(' ')
                .map((part) => part[0])
                .join('')}
            </div>
            <strong>{member.name}</strong>
            <span>{member.role}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
