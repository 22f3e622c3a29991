import {
  Body1,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title1,
  tokens,
} from '@fluentui/react-components';
import {
  AdminApi,
  AUDIT_EVENT_KINDS,
  type AuditEvent,
  type AuditEventKind,
  adminLabels,
  apiFailureMessage,
  messages,
} from '@storykeep/core';
import { useState } from 'react';
import { useCardTableStyles } from '../../components/card-table.js';
import { Pager } from '../../components/pager.js';
import { useTypingPause } from '../../components/use-typing-pause.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';

const PAGE_SIZE = 25;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS, alignItems: 'flex-end' },
  filter: { minWidth: '160px', flexGrow: 1, maxWidth: '320px' },
  wrap: { overflowWrap: 'anywhere' },
  // A native select is as wide as its longest option unless told otherwise; the kinds' names in words are long.
  kindSelect: { minWidth: 0, maxWidth: '100%' },
  kindSelectInput: { minWidth: 0, width: '100%', textOverflow: 'ellipsis' },
});

/** A day typed in a date field (`2024-06-01`) as the start of that day in UTC; the `to` day counts whole. */
function dayStart(day: string, after = 0): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const at = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(at.getTime()) ? undefined : new Date(at.getTime() + after * 86_400_000).toISOString();
}

/** The read events' names in words; the other kinds' own names read as they are (`story.delete`). */
const KIND_LABELS: Partial<Record<AuditEventKind, string>> = {
  'recording.url': messages.auditKindRecordingUrl,
  'original.url': messages.auditKindOriginalUrl,
  'clip.download': messages.auditKindClipDownload,
  'file.download': messages.auditKindFileDownload,
  'transcript.read': messages.auditKindTranscriptRead,
  'package.build': messages.auditKindPackageBuild,
  'package.download': messages.auditKindPackageDownload,
  'local_recordings.build': messages.auditKindLocalRecordingsBuild,
  'recordings.listed': messages.auditKindRecordingsListed,
  'package.export': messages.auditKindPackageExport,
};
const kindLabel = (kind: AuditEventKind) => (KIND_LABELS[kind] ? `${KIND_LABELS[kind]} (${kind})` : kind);

const who = (event: AuditEvent) => event.actorEmail ?? event.actorId ?? '—';
const target = (event: AuditEvent) => (event.targetType ? `${event.targetType} ${event.targetLabel ?? event.targetId ?? ''}`.trim() : '—');
const detailText = (event: AuditEvent) =>
  Object.entries(event.details)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ') || '—';

/**
 * `/admin/security-events` (admins): the security event log — sign-ins and their failures, waits, two-factor and
 * password changes, role changes, impersonation, publications, deletions and reads of recordings, transcripts and
 * packages — newest first, filtered by kind,
 * account and days, in numbered pages.
 */
export function AuditEventsPage() {
  const styles = useStyles();
  const cards = useCardTableStyles();
  const api = useService<AdminApi>(AdminApi);
  const [kind, setKind] = useState<AuditEventKind | ''>('');
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  useTypingPause(typed, (text) => {
    setAccount(text);
    setPage(1);
  });
  const fromAt = dayStart(from);
  const toAt = dayStart(to, 1);
  const list = useLoad(
    () =>
      api.listAuditEvents({
        ...(kind ? { kind } : {}),
        ...(account ? { account } : {}),
        ...(fromAt ? { from: fromAt } : {}),
        ...(toAt ? { to: toAt } : {}),
        page,
        pageSize: PAGE_SIZE,
      }),
    [api, kind, account, fromAt, toAt, page],
  );
  const items = list.state === 'ready' ? list.value.items : [];
  const total = list.state === 'ready' ? list.value.total : 0;
  return (
    <div className={styles.page}>
      <Title1 as="h1">{messages.auditEventsTitle}</Title1>
      <Body1>{messages.auditEventsIntro}</Body1>
      <div className={styles.filters}>
        <Field label={adminLabels.kind} className={styles.filter}>
          <Select
            className={styles.kindSelect}
            select={{ className: styles.kindSelectInput }}
            value={kind}
            onChange={(_, d) => {
              setKind(d.value as AuditEventKind | '');
              setPage(1);
            }}
          >
            <option value="">{adminLabels.allKinds}</option>
            {AUDIT_EVENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindLabel(k)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={adminLabels.account} hint={adminLabels.eMailOrId} className={styles.filter}>
          <Input value={typed} onChange={(_, d) => setTyped(d.value)} />
        </Field>
        <Field label={adminLabels.from} className={styles.filter}>
          <Input
            type="date"
            value={from}
            onChange={(_, d) => {
              setFrom(d.value);
              setPage(1);
            }}
          />
        </Field>
        <Field label={adminLabels.to} className={styles.filter}>
          <Input
            type="date"
            value={to}
            onChange={(_, d) => {
              setTo(d.value);
              setPage(1);
            }}
          />
        </Field>
      </div>
      {list.state === 'loading' && <Spinner size="tiny" label={adminLabels.loadingSecurityEvents} />}
      {list.state === 'failed' && <Body1 role="alert">{apiFailureMessage(list.error) ?? messages.auditEventsLoadFailed}</Body1>}
      {list.state === 'ready' && items.length === 0 && <Body1>{messages.auditEventsEmpty}</Body1>}
      {items.length > 0 && (
        <Table className={cards.table} aria-label={messages.auditEventsTitle}>
          <TableHeader className={cards.header}>
            <TableRow>
              <TableHeaderCell>{adminLabels.when}</TableHeaderCell>
              <TableHeaderCell>{adminLabels.kind}</TableHeaderCell>
              <TableHeaderCell>{adminLabels.outcome}</TableHeaderCell>
              <TableHeaderCell>{adminLabels.who}</TableHeaderCell>
              <TableHeaderCell>{adminLabels.target}</TableHeaderCell>
              <TableHeaderCell>{adminLabels.address}</TableHeaderCell>
              <TableHeaderCell>{adminLabels.details}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody className={cards.body}>
            {items.map((event) => (
              <TableRow className={cards.row} key={event.id}>
                <TableCell className={mergeClasses(cards.cell, cards.unlabelled)}>
                  <time dateTime={event.at}>{new Date(event.at).toLocaleString()}</time>
                </TableCell>
                <TableCell className={cards.cell} data-label="Kind">
                  {kindLabel(event.kind)}
                </TableCell>
                <TableCell className={cards.cell} data-label="Outcome">
                  {event.outcome}
                </TableCell>
                <TableCell className={mergeClasses(cards.cell, styles.wrap)} data-label="Who">
                  {who(event)}
                </TableCell>
                <TableCell className={mergeClasses(cards.cell, styles.wrap)} data-label="Target">
                  {target(event)}
                </TableCell>
                <TableCell className={mergeClasses(cards.cell, styles.wrap)} data-label="Address">
                  {event.address ?? '—'}
                </TableCell>
                <TableCell className={mergeClasses(cards.cell, styles.wrap)} data-label="Details">
                  {detailText(event)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {list.state === 'ready' && (
        <Pager page={page} pageSize={PAGE_SIZE} total={total} noun={['security events', 'security event']} onPage={setPage} />
      )}
    </div>
  );
}
