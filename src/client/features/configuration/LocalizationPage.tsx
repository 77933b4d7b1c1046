import { type FormEvent, useEffect, useMemo, useState } from 'react';
import type { LocalizationResponse } from '../../../shared/api/localization';
import { type Catalog, DEFAULT_LANGUAGE, isLanguage, type Language, loadCatalog } from '../../../shared/i18n/languages';
import { ErrorLine, type Notice, NoticeLine } from '../../components/NoticeLine';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useAuth } from '../../lib/AuthProvider';
import { errorText } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { fetchLocalization, saveLanguages, saveTextOverride } from './localization-api';
import './configuration.css';

type Data = LocalizationResponse;

const nameIn = (data: Data, code: string) => data.languages.find((language) => language.code === code)?.name ?? code;
const dirOf = (data: Data, code: string) => data.languages.find((language) => language.code === code)?.dir ?? 'ltr';

/** The spec's "Standardsprache" and "Unterstützte Sprachen", among the languages the shop has catalogs for. */
function LanguagesForm({ data, editable, onSaved }: { data: Data; editable: boolean; onSaved: (data: Data) => void }) {
  const [supported, setSupported] = useState<string[]>(data.supported_languages);
  const [defaultLanguage, setDefaultLanguage] = useState(data.default_language);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (code: string, on: boolean) => {
    const next = data.languages.map((language) => language.code).filter((other) => (other === code ? on : supported.includes(other)));
    setSupported(next);
    if (!next.includes(defaultLanguage)) setDefaultLanguage(DEFAULT_LANGUAGE);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      const saved = await saveLanguages(defaultLanguage, supported);
      onSaved(saved);
      setNotice({ kind: 'success', text: 'Daten erfolgreich gespeichert!' });
    } catch (error) {
      setNotice({ kind: 'error', text: errorText('Fehler beim Speichern der Daten', error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="panel config-section" disabled={!editable || busy}>
        <legend>Sprache</legend>
        <p>
          Besucher sehen den Shop in der Sprache ihres Browsers, wenn der Shop sie anbietet, sonst in der Standardsprache; die Sprachwahl in der Leiste zeigt
          nur die unterstützten Sprachen. Deutsch wird immer angeboten: Alle Texte sind zuerst deutsch geschrieben. Das Backoffice und der Einlass bleiben
          deutsch.
        </p>
        <div className="form-grid">
          <label className="field">
            Standardsprache
            <select value={defaultLanguage} onChange={(event) => setDefaultLanguage(event.target.value)}>
              {data.languages
                .filter((language) => supported.includes(language.code))
                .map((language) => (
                  <option key={language.code} value={language.code} lang={language.code} dir={language.dir}>
                    {language.name}
                  </option>
                ))}
            </select>
          </label>
          <fieldset className="config-rows">
            <legend>Unterstützte Sprachen</legend>
            {data.languages.map((language) => (
              <div key={language.code} className="config-check">
                <label>
                  <input
                    type="checkbox"
                    checked={supported.includes(language.code)}
                    disabled={language.code === DEFAULT_LANGUAGE}
                    onChange={(event) => toggle(language.code, event.target.checked)}
                  />
                  <span lang={language.code} dir={language.dir}>
                    {language.name}
                  </span>
                </label>
              </div>
            ))}
          </fieldset>
        </div>
      </fieldset>
      {editable && (
        <div className="config-actions">
          <NoticeLine notice={notice} />
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Speichern...' : 'Speichern'}
          </button>
        </div>
      )}
    </form>
  );
}

/** Per language: the catalog's texts (with the school's wording) and the school's own texts. */
function Completeness({ data }: { data: Data }) {
  return (
    <section className="panel config-section" aria-labelledby="localization-completeness">
      <h2 id="localization-completeness">Vollständigkeit</h2>
      <div className="localization-table-scroll">
        <table className="localization-table">
          <thead>
            <tr>
              <th scope="col">Sprache</th>
              <th scope="col">Angeboten</th>
              <th scope="col">Shop-Texte</th>
              <th scope="col">Eigene Formulierungen</th>
              <th scope="col">Texte der Schule</th>
            </tr>
          </thead>
          <tbody>
            {data.completeness.map((row) => (
              <tr key={row.language}>
                <th scope="row">
                  <span lang={row.language} dir={dirOf(data, row.language)}>
                    {nameIn(data, row.language)}
                  </span>
                </th>
                <td>{row.offered ? 'ja' : 'nein'}</td>
                <td>
                  {row.catalog.translated} von {row.catalog.total}
                  {row.catalog.missing.length > 0 ? (
                    <>
                      {' '}
                      – es fehlen: <code>{row.catalog.missing.join(', ')}</code>
                    </>
                  ) : (
                    ' (vollständig)'
                  )}
                </td>
                <td>{row.catalog.overridden}</td>
                <td>
                  {row.school.missing.length === 0 ? (
                    'Nichts fehlt'
                  ) : (
                    // A school with several events lacks dozens of texts per language: the list opens on request.
                    <details>
                      <summary>{row.school.missing.length === 1 ? '1 Text fehlt' : `${row.school.missing.length} Texte fehlen`}</summary>
                      <ul>
                        {row.school.missing.map((missing) => (
                          <li key={`${missing.link} ${missing.label}`}>{missing.link ? <a href={missing.link}>{missing.label}</a> : missing.label}</li>
                        ))}
                      </ul>
                    </details>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** One catalog text: German, the language's catalog, and the school's wording to save or to take back. */
function TextRow({
  data,
  language,
  textKey,
  german,
  catalog,
  editable,
  onSaved,
}: {
  data: Data;
  language: string;
  textKey: string;
  german: string;
  catalog: string | undefined;
  editable: boolean;
  onSaved: (data: Data) => void;
}) {
  const override = data.overrides.find((row) => row.language === language && row.key === textKey);
  const [text, setText] = useState(override?.text ?? '');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setText(override?.text ?? ''), [override?.text]);

  async function save(value: string | null) {
    setBusy(true);
    setNotice(null);
    try {
      const saved = await saveTextOverride(language, textKey, value);
      onSaved(saved);
      setNotice({ kind: 'success', text: saved.message });
    } catch (error) {
      setNotice({ kind: 'error', text: errorText('Fehler beim Speichern der Daten', error) });
    } finally {
      setBusy(false);
    }
  }

  const fieldId = `override-${language}-${textKey}`;
  return (
    <li className="localization-text">
      <code>{textKey}</code>
      <p>
        <strong>Deutsch:</strong> <span lang="de">{german}</span>
      </p>
      {language !== DEFAULT_LANGUAGE && (
        <p>
          <strong>Katalog:</strong>{' '}
          <span lang={language} dir={dirOf(data, language)}>
            {catalog ?? '–'}
          </span>
        </p>
      )}
      <label className="field" htmlFor={fieldId}>
        Eigene Formulierung
      </label>
      <textarea
        id={fieldId}
        lang={language}
        dir={dirOf(data, language)}
        rows={2}
        value={text}
        disabled={!editable || busy}
        placeholder={catalog ?? german}
        onChange={(event) => setText(event.target.value)}
      />
      {editable && (
        <div className="localization-text__actions">
          <button type="button" className="button" disabled={busy || !text.trim() || text === override?.text} onClick={() => void save(text)}>
            Speichern
          </button>
          {override && (
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => void save(null)}>
              Katalogtext wiederherstellen
            </button>
          )}
        </div>
      )}
      <NoticeLine notice={notice} />
    </li>
  );
}

const SHOWN = 20;

/** The school's wording of any catalog text, per offered language; it takes effect on the visitor's next page. */
function Overrides({ data, editable, onSaved }: { data: Data; editable: boolean; onSaved: (data: Data) => void }) {
  const [language, setLanguage] = useState<string>(data.supported_languages.includes('en') ? 'en' : DEFAULT_LANGUAGE);
  const [query, setQuery] = useState('');
  const [catalogs, setCatalogs] = useState<{ german: Catalog; own: Catalog } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setCatalogs(null);
    const code: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
    Promise.all([loadCatalog(DEFAULT_LANGUAGE), loadCatalog(code)]).then(
      ([german, own]) => live && setCatalogs({ german, own }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [language]);

  const own = data.overrides.filter((row) => row.language === language).map((row) => row.key);
  const found = useMemo(() => {
    if (!catalogs) return [];
    const words = query.trim().toLowerCase();
    if (!words) return [];
    return Object.keys(catalogs.german).filter((key) =>
      [key, catalogs.german[key], catalogs.own[key] ?? ''].some((text) => text.toLowerCase().includes(words)),
    );
  }, [catalogs, query]);
  const keys = [...own, ...found.filter((key) => !own.includes(key))];

  return (
    <section className="panel config-section" aria-labelledby="localization-overrides">
      <h2 id="localization-overrides">Eigene Formulierungen</h2>
      <p>
        Jeden Text des Shops kann die Schule je Sprache selbst formulieren, etwa „Jetzt Tickets kaufen“ anders. Platzhalter in geschweiften Klammern (
        <code>{'{count}'}</code>) und Markierungen wie <code>{'<link>…</link>'}</code> müssen genau wie im deutschen Text vorkommen. Gespeichert gilt der Text
        sofort für alle Besucher.
      </p>
      <div className="form-grid">
        <label className="field">
          Sprache
          <select value={language} onChange={(event) => setLanguage(event.target.value)}>
            {data.languages
              .filter((option) => data.supported_languages.includes(option.code))
              .map((option) => (
                <option key={option.code} value={option.code} lang={option.code} dir={option.dir}>
                  {option.name}
                </option>
              ))}
          </select>
        </label>
        <label className="field">
          Text suchen
          <input type="search" value={query} placeholder="z. B. Tickets kaufen" onChange={(event) => setQuery(event.target.value)} />
        </label>
      </div>
      {failed && <ErrorLine>Die Texte des Katalogs konnten nicht geladen werden.</ErrorLine>}
      {catalogs && (
        <>
          <p role="status">
            {own.length === 1 ? '1 eigene Formulierung' : `${own.length} eigene Formulierungen`} in {nameIn(data, language)}
            {query.trim() && `, ${found.length === 1 ? '1 Text gefunden' : `${found.length} Texte gefunden`}`}
            {found.length > SHOWN && ` (die ersten ${SHOWN} stehen hier; bitte genauer suchen)`}
          </p>
          <ul className="localization-texts">
            {keys.slice(0, own.length + SHOWN).map((key) => (
              <TextRow
                key={`${language} ${key}`}
                data={data}
                language={language}
                textKey={key}
                german={catalogs.german[key] ?? ''}
                catalog={catalogs.own[key]}
                editable={editable}
                onSaved={onSaved}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * Issue 53 item 7, "Localization": which languages the shop offers and its default, how complete each
 * language is, and the school's own wording of the shop's texts. Read with LOCALIZATION_VIEW, saved with
 * LOCALIZATION_EDIT.
 */
export function LocalizationPage() {
  const [load] = useLoad(fetchLocalization, []);
  const { can } = useAuth();
  const [data, setData] = useState<Data | null>(null);
  if (load.state === 'loading') return <LoadingScreen />;
  if (load.state === 'error') return <ErrorLine>{errorText('Fehler beim Laden der Daten', load.error)}</ErrorLine>;
  const current = data ?? load.data;
  const editable = can('LOCALIZATION_EDIT') === true;
  return (
    <div className="config-form localization">
      {!editable && <p className="notice">Nur lesen: Zum Speichern ist das Recht „Localization bearbeiten“ nötig.</p>}
      <LanguagesForm data={current} editable={editable} onSaved={setData} />
      <Completeness data={current} />
      <Overrides key={current.supported_languages.join()} data={current} editable={editable} onSaved={setData} />
    </div>
  );
}
