import { useState } from 'react';
import { FileUpload } from '../shared/components/FileUpload';
import board from '../shared/components/Board.module.css';
import { useAddEvidenceMutation } from './caseMutations';

const FAILED = 'The file was not added. Check your connection and try again.';

/** The tenant attaches a file to the case (uploaded first through the signed upload flow). */
export function AddEvidence({ caseId }: { caseId: string }) {
  const [fileIds, setFileIds] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const [key, setKey] = useState(0);
  const [add, adding] = useAddEvidenceMutation();
  const submit = () => {
    if (!fileIds.length) return setError('Choose a file first.');
    setError(undefined);
    add({ caseId, fileIds }, {
      onDone: () => { setFileIds([]); setDone(true); setKey((k) => k + 1); },
      onUserErrors: (errors) => setError(errors.map((e) => e.message).join(' ') || FAILED),
      onFailure: () => setError(FAILED),
    });
  };
  return (
    <div className={board.actions}>
      <FileUpload key={key} label="Add evidence" purpose="CASE_EVIDENCE" maxFiles={5} error={error} disabled={adding}
        onUploaded={(file) => { setDone(false); setFileIds((ids) => [...ids, file.fileId]); }}
        onRemoved={(file) => setFileIds((ids) => ids.filter((f) => f !== file.fileId))} />
      {done && <p role="status" className="alert alert-success">Added to the case.</p>}
      {fileIds.length > 0 && (
        <div className={board.buttons}>
          <button type="button" className="btn btn-primary" disabled={adding} onClick={submit}>{adding ? 'Adding…' : 'Add to the case'}</button>
        </div>
      )}
    </div>
  );
}
