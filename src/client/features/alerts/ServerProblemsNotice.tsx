import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SERVER_PROBLEM_LABELS, type ServerProblemDto } from '../../../shared/api/alerts';
import { formatDateTime } from '../../../shared/domain/format';
import { fetchServerProblems } from './alerts-api';

/**
 * Issue 39: above every back-office page, what is wrong with the server right now (database gone, disk
 * full, a backup the database could not record), asked afresh on each page view. The alerts themselves
 * live in the database; these come from the server's memory, so they show while it is the problem.
 */
export function ServerProblemsNotice() {
  const { pathname } = useLocation();
  const [problems, setProblems] = useState<ServerProblemDto[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again on every page view
  useEffect(() => {
    let live = true;
    void fetchServerProblems().then((found) => live && setProblems(found));
    return () => {
      live = false;
    };
  }, [pathname]);
  if (problems.length === 0) return null;
  return (
    <div className="notice notice--error" role="alert" aria-labelledby="server-problems-heading">
      <strong id="server-problems-heading">Problem auf dem Server</strong>
      <ul>
        {problems.map((problem) => (
          <li key={problem.kind}>
            {SERVER_PROBLEM_LABELS[problem.kind] ?? problem.kind} (seit {formatDateTime(problem.since)}): {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
