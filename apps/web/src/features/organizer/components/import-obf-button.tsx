import { OBF_IMPORT_MAX_BYTES } from '@clutch/contract/open-bracket';
import { FileUp } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage, isApiError } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useImportTournament } from '../api/import-tournament.ts';

/** The file's text (FileReader: every browser and the test DOM have it). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });

interface Problem {
  message: string;
  /** The server's field-by-field messages ("sets.3.entrant2ID": …). */
  fields: [string, string][];
}

/**
 * "Import from Open Bracket Format": picks a .json file, checks it is JSON and not too large, sends it, and opens
 * the draft it became. Whatever is wrong with the file is said here, field by field when the server names them.
 */
export function ImportObfButton() {
  const t = useT();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const importing = useImportTournament();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [reading, setReading] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (file.size > OBF_IMPORT_MAX_BYTES) {
      setProblem({ message: t({ defaultMessage: 'This file is larger than {size} MB.' }, { size: OBF_IMPORT_MAX_BYTES / (1024 * 1024) }), fields: [] });
      return;
    }
    let document: unknown;
    setReading(true);
    try {
      document = JSON.parse(await readText(file));
    } catch {
      setProblem({ message: t({ defaultMessage: 'This file is not JSON: choose the .json file an Open Bracket Format export gives.' }), fields: [] });
      return;
    } finally {
      setReading(false);
    }
    importing.mutate(document, {
      onSuccess: (created) => void navigate(paths.app.organizerTournament(created.id)),
      onError: (e) =>
        setProblem({
          message: errorMessage(e, t({ defaultMessage: 'The file could not be imported. Please try again.' })),
          fields: isApiError(e) ? Object.entries(e.fields ?? {}).filter(([, message]) => message !== e.message) : [],
        }),
    });
  };

  const busy = reading || importing.isPending;
  return (
    <div className="flex flex-col items-start gap-3">
      <input ref={input} type="file" accept="application/json,.json" className="sr-only" tabIndex={-1} aria-hidden onChange={(e) => void onFile(e)} data-testid="obf-file" />
      <Button variant="outline" onClick={() => input.current?.click()} disabled={busy}>
        <FileUp aria-hidden />
        {busy ? t({ defaultMessage: 'Importing…' }) : t({ defaultMessage: 'Import from Open Bracket Format' })}
      </Button>
      {problem && (
        <Alert variant="destructive">
          <div className="flex flex-col gap-1">
            <AlertTitle>{t({ defaultMessage: 'Could not import this file' })}</AlertTitle>
            <AlertDescription>
              <p>{problem.message}</p>
              {problem.fields.length > 0 && (
                <ul className="mt-1 list-disc pl-5">
                  {problem.fields.map(([field, message]) => (
                    <li key={field}>
                      <code>{field}</code>: {message}
                    </li>
                  ))}
                </ul>
              )}
            </AlertDescription>
          </div>
        </Alert>
      )}
    </div>
  );
}
