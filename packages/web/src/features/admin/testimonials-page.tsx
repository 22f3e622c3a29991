import {
  Body1,
  Button,
  Caption1,
  Checkbox,
  Field,
  makeStyles,
  Select,
  Spinner,
  Subtitle2,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { AdminApi, adminLabels, apiFailureMessage, messages, OrganizationApi, type TestimonialCandidate } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';
import { useLoad } from '../../shared/use-load.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '760px', minWidth: 0 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyleType: 'none', padding: 0, margin: 0 },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  label: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  // A native select is as wide as its longest option unless told otherwise: an organization's long name widened the
  // page past a 390 px phone.
  select: { minWidth: 0, maxWidth: '100%' },
  selectInput: { minWidth: 0, width: '100%', textOverflow: 'ellipsis' },
});

const keyOf = (c: { kind: string; id: string }) => `${c.kind}:${c.id}`;

/** `/admin/testimonials-controls`: which public pages and clips an organization features, and in which order. */
export function TestimonialsPage() {
  const styles = useStyles();
  const admin = useService<AdminApi>(AdminApi);
  const organizations = useService<OrganizationApi>(OrganizationApi);
  const notify = useNotify();
  const orgs = useLoad(() => organizations.listAll(), [organizations]);
  const [code, setCode] = useState('');
  const firstCode = orgs.state === 'ready' ? orgs.value[0]?.organizational_code : undefined;
  useEffect(() => {
    if (!code && firstCode) setCode(firstCode);
  }, [code, firstCode]);
  const candidates = useLoad(() => (code ? admin.listTestimonials(code) : Promise.resolve([])), [admin, code]);
  const [items, setItems] = useState<TestimonialCandidate[]>([]);
  const [saving, setSaving] = useState(false);
  // The loaded list seeds the editable one; it changes only when a new answer arrives.
  const loaded = candidates.state === 'ready' ? candidates.value : null;
  useEffect(() => {
    if (loaded) setItems(loaded);
  }, [loaded]);

  const featured = items.filter((c) => c.featured);
  const toggle = (item: TestimonialCandidate, on: boolean) =>
    setItems((list) => {
      // A newly featured item goes last among the featured ones.
      const rest = list.filter((c) => keyOf(c) !== keyOf(item));
      const at = on ? rest.filter((c) => c.featured).length : rest.length;
      return [...rest.slice(0, at), { ...item, featured: on }, ...rest.slice(at)];
    });
  const move = (index: number, by: -1 | 1) =>
    setItems((list) => {
      const next = [...list];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + by, 0, moved);
      return next;
    });

  async function save() {
    setSaving(true);
    try {
      setItems(
        await admin.saveTestimonials(
          code,
          featured.map((c) => ({ kind: c.kind, id: c.id })),
        ),
      );
      notify({ intent: 'success', text: messages.testimonialsSaved });
    } catch (error) {
      notify({ intent: 'error', text: apiFailureMessage(error) ?? messages.testimonialsSaveFailed });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={styles.page}>
      <Title1 as="h1">{adminLabels.testimonials}</Title1>
      <Body1>{adminLabels.chooseThePublicPagesAndClips}</Body1>
      {orgs.state === 'ready' && (
        <Field label={adminLabels.organization}>
          <Select className={styles.select} select={{ className: styles.selectInput }} value={code} onChange={(_, d) => setCode(d.value)}>
            {orgs.value.map((o) => (
              <option key={o._id} value={o.organizational_code}>
                {o.organization_name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {(orgs.state === 'loading' || candidates.state === 'loading') && <Spinner size="tiny" label={adminLabels.loadingTestimonials} />}
      {candidates.state === 'failed' && (
        <Body1 role="alert">{apiFailureMessage(candidates.error) ?? messages.testimonialsLoadFailed}</Body1>
      )}
      {candidates.state === 'ready' && items.length === 0 && <Body1>{adminLabels.thisOrganizationHasNoPublicPages}</Body1>}
      {items.length > 0 && (
        <section aria-labelledby="testimonial-candidates">
          <Subtitle2 as="h2" id="testimonial-candidates">
            {adminLabels.featuredCount(featured.length)}
          </Subtitle2>
          <ul className={styles.list} aria-label={adminLabels.publicPagesAndClips}>
            {items.map((item, index) => {
              const name = item.kind === 'clip' ? `Clip: ${item.title}` : `Public page: ${item.title}`;
              return (
                <li className={styles.item} key={keyOf(item)}>
                  <Checkbox
                    className={styles.label}
                    checked={item.featured}
                    onChange={(_, d) => toggle(item, d.checked === true)}
                    label={
                      <>
                        {name}
                        {item.kind === 'clip' && <Caption1>{adminLabels.fromStory(item.story_title)}</Caption1>}
                      </>
                    }
                  />
                  {item.featured && (
                    <div className={styles.actions}>
                      <Button
                        size="small"
                        disabled={index === 0}
                        aria-label={adminLabels.moveTestimonialUp(item.title)}
                        onClick={() => move(index, -1)}
                      >
                        {adminLabels.up}
                      </Button>
                      <Button
                        size="small"
                        disabled={index >= featured.length - 1}
                        aria-label={adminLabels.moveTestimonialDown(item.title)}
                        onClick={() => move(index, 1)}
                      >
                        {adminLabels.down}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {code && candidates.state === 'ready' && (
        <div>
          <Button appearance="primary" disabled={saving} onClick={() => void save()}>
            {adminLabels.saveTestimonials}
          </Button>
        </div>
      )}
    </div>
  );
}
