import { useState } from 'react';
import type { ClaimFileSummary } from '@domain/claim-answer';
import { CLAIM_FILE_KIND_LABELS, WORKLIST_STATUSES } from '@domain/claim-answer-words';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ListState } from '@/components/ui/list-controls';
import { TableScroll } from '@/components/ui/table-scroll';
import { useClaimFile, useClaimFiles, useClaims } from '../api/claim-answers';
import { billingCopy } from '../content';
import { dollars } from '../lib/billing-display';
import { ClaimFileLines } from './claim-file-lines';
import { ClaimFileUpload } from './claim-file-upload';
import { DenialCard } from './denial-card';

const copy = billingCopy.answers;
const columns = copy.filesColumns;
const CORRECTED = ['corrected'] as const;

const receivedText = (at: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

function ClaimList({
  statuses,
  heading,
  lead,
  empty,
  failed,
}: {
  statuses: readonly ('rejected' | 'denied' | 'corrected')[];
  heading: string;
  lead?: string;
  empty: string;
  failed: string;
}) {
  const list = useClaims(statuses);
  const claims = list.data?.pages.flatMap((page) => page.items) ?? [];
  const id = `claims-${statuses.join('-')}`;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="grid gap-1">
        <h2 id={id} className="text-lg font-semibold text-brand-900">
          {heading}
        </h2>
        {lead ? <p className="text-sm text-muted">{lead}</p> : null}
      </div>
      <ListState
        isPending={list.isPending}
        isError={list.isError}
        failed={failed}
        isEmpty={claims.length === 0}
        empty={empty}
        label="claims"
        onRetry={() => void list.refetch()}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      >
        <div className="grid gap-3 lg:grid-cols-2">
          {claims.map((claim) => (
            <DenialCard key={claim.id} claim={claim} />
          ))}
        </div>
      </ListState>
    </section>
  );
}

function FileLines({ id }: { id: string }) {
  const file = useClaimFile(id);
  if (file.isPending) return <p className="text-sm text-muted">…</p>;
  if (file.isError) return <p className="text-sm text-red-800">{copy.linesFailed}</p>;
  return <ClaimFileLines lines={file.data.lines} />;
}

function FileRow({ file, open, onToggle }: { file: ClaimFileSummary; open: boolean; onToggle: () => void }) {
  return (
    <>
      <tr className="border-b border-slate-100 align-top">
        <th scope="row" className="px-2 py-2 font-medium whitespace-nowrap text-ink">
          {receivedText(file.receivedAt)}
        </th>
        <td className="px-2 py-2 whitespace-nowrap">
          {CLAIM_FILE_KIND_LABELS[file.kind]}{' '}
          {file.test ? (
            <Badge tone="yellow" className="normal-case">
              {copy.testData}
            </Badge>
          ) : null}
        </td>
        <td className="max-w-56 min-w-32 px-2 py-2 break-words">{file.fileName ?? '—'}</td>
        <td className="px-2 py-2 text-right tabular-nums">{file.lineCount}</td>
        <td
          className={`px-2 py-2 text-right tabular-nums ${file.unmatchedCount > 0 ? 'font-semibold text-red-800' : ''}`}
        >
          {file.unmatchedCount}
        </td>
        <td className="px-2 py-2 text-right tabular-nums">{file.rejectedCount}</td>
        <td className="px-2 py-2 text-right tabular-nums">{file.paid ? dollars(file.paid) : '—'}</td>
        <td className="px-2 py-2">
          <Button variant="secondary" aria-expanded={open} onClick={onToggle}>
            {open ? copy.hideLines : copy.showLines}
          </Button>
        </td>
      </tr>
      {open ? (
        <tr>
          <td colSpan={8} className="bg-slate-50 px-2 py-3">
            <FileLines id={file.id} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** A posted file on a phone: what it was and what it did, its lines one tap away. */
function FileCard({ file, open, onToggle }: { file: ClaimFileSummary; open: boolean; onToggle: () => void }) {
  return (
    <div className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="font-semibold text-brand-900">
        {CLAIM_FILE_KIND_LABELS[file.kind]}{' '}
        {file.test ? (
          <Badge tone="yellow" className="normal-case">
            {copy.testData}
          </Badge>
        ) : null}
      </p>
      <p className="text-sm wrap-anywhere text-muted">
        {receivedText(file.receivedAt)}
        {file.fileName ? ` · ${file.fileName}` : ''}
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted">{columns.lines}</dt>
          <dd className="tabular-nums">{file.lineCount}</dd>
        </div>
        <div>
          <dt className="text-muted">{columns.unmatched}</dt>
          <dd className={`tabular-nums ${file.unmatchedCount > 0 ? 'font-semibold text-red-800' : ''}`}>
            {file.unmatchedCount}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{columns.rejected}</dt>
          <dd className="tabular-nums">{file.rejectedCount}</dd>
        </div>
        <div>
          <dt className="text-muted">{columns.paid}</dt>
          <dd className="tabular-nums">{file.paid ? dollars(file.paid) : '—'}</dd>
        </div>
      </dl>
      <Button variant="secondary" aria-expanded={open} onClick={onToggle} className="w-full">
        {open ? copy.hideLines : copy.showLines}
      </Button>
      {open ? <FileLines id={file.id} /> : null}
    </div>
  );
}

function PostedFiles() {
  const list = useClaimFiles();
  const [open, setOpen] = useState<string | null>(null);
  const files = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="claim-files-heading" className="grid gap-3">
      <h2 id="claim-files-heading" className="text-lg font-semibold text-brand-900">
        {copy.filesHeading}
      </h2>
      <ListState
        isPending={list.isPending}
        isError={list.isError}
        failed={copy.filesFailed}
        isEmpty={files.length === 0}
        empty={copy.filesEmpty}
        label="files"
        onRetry={() => void list.refetch()}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      >
        <ul className="grid gap-3 sm:hidden">
          {files.map((file) => (
            <li key={file.id}>
              <FileCard
                file={file}
                open={open === file.id}
                onToggle={() => setOpen(open === file.id ? null : file.id)}
              />
            </li>
          ))}
        </ul>
        <TableScroll label={copy.filesHeading} className="hidden sm:block">
          <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
            <thead className="border-b border-slate-200 text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-2 py-2">
                  {columns.received}
                </th>
                <th scope="col" className="px-2 py-2">
                  {columns.kind}
                </th>
                <th scope="col" className="px-2 py-2">
                  {columns.name}
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  {columns.lines}
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  {columns.unmatched}
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  {columns.rejected}
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  {columns.paid}
                </th>
                <th scope="col" className="px-2 py-2">
                  <span className="sr-only">{copy.showLines}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {files.map((file) => (
                <FileRow
                  key={file.id}
                  file={file}
                  open={open === file.id}
                  onToggle={() => setOpen(open === file.id ? null : file.id)}
                />
              ))}
            </tbody>
          </table>
        </TableScroll>
      </ListState>
    </section>
  );
}

/**
 * The Claims tab (docs/decisions/101-posting-claim-answers.md): post the clearinghouse's files, work the denials,
 * download the corrected claims, and look back at every file posted and what each line did.
 */
export function ClaimsView() {
  return (
    <div className="grid gap-6">
      <ClaimFileUpload />
      <ClaimList
        statuses={WORKLIST_STATUSES}
        heading={copy.worklistHeading}
        lead={copy.worklistLead}
        empty={copy.worklistEmpty}
        failed={copy.worklistFailed}
      />
      <ClaimList
        statuses={CORRECTED}
        heading={copy.correctedHeading}
        empty={copy.correctedEmpty}
        failed={copy.correctedFailed}
      />
      <PostedFiles />
    </div>
  );
}
