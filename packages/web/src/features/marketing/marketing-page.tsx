import { Body1, Button, Link, makeStyles, Subtitle1, Title1, Title3, tokens } from '@fluentui/react-components';
import { marketingLabels, pathTo } from '@storykeep/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { FeaturedTestimonials } from '../../components/featured-testimonials.js';
import { ContactForm } from './contact-form.js';
import { MARKETING_CONTENT, type MarketingSection } from './marketing-content.js';

const useStyles = makeStyles({
  page: {
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '760px',
    marginInline: 'auto',
    boxSizing: 'border-box',
    overflowWrap: 'anywhere',
    // The column's gap spaces the blocks; the browser's own heading and paragraph margins would double it.
    '& h1, & h2, & p': { margin: 0 },
  },
  lead: { color: tokens.colorNeutralForeground2 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  question: { margin: 0 },
  answer: { margin: `${tokens.spacingVerticalXS} 0 ${tokens.spacingVerticalM} 0` },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalM,
  },
});

/** The pages that tell what Storykeep is for show what this installation's archives chose to feature. */
const SHOWS_TESTIMONIALS = new Set(['welcome', 'features', 'individuals', 'communities', 'caseStudy1', 'caseStudy2', 'caseStudy3']);

/** Where the footer leads: the other built-in pages. */
const FOOTER: [string, string][] = [
  [pathTo('welcome'), 'Welcome'],
  [pathTo('features'), 'Features'],
  [pathTo('gettingStarted'), 'Getting started'],
  [pathTo('faq'), 'FAQ'],
  [pathTo('about'), 'About us'],
  [pathTo('terms'), 'Terms and conditions'],
  [pathTo('privacy'), 'Privacy policy'],
  [pathTo('individuals'), 'For individuals'],
  [pathTo('communities'), 'For communities'],
  [pathTo('caseStudy1'), 'Case study 1'],
  [pathTo('caseStudy2'), 'Case study 2'],
  [pathTo('caseStudy3'), 'Case study 3'],
  [pathTo('signup'), 'Sign up'],
];

function Section({ section }: { section: MarketingSection }) {
  const styles = useStyles();
  return (
    <section className={styles.section}>
      {section.heading && <Title3 as="h2">{section.heading}</Title3>}
      {section.paragraphs?.map((text) => (
        <Body1 as="p" key={text}>
          {text}
        </Body1>
      ))}
      {section.items && (
        <ul className={styles.list}>
          {section.items.map((text) => (
            <li key={text}>
              <Body1>{text}</Body1>
            </li>
          ))}
        </ul>
      )}
      {section.questions && (
        <dl>
          {section.questions.map(([question, answer]) => (
            <div key={question}>
              <dt className={styles.question}>
                <Subtitle1>{question}</Subtitle1>
              </dt>
              <dd className={styles.answer}>
                <Body1>{answer}</Body1>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/**
 * The built-in marketing pages, used when the installation names no separate marketing site: what Storykeep is, for
 * whom, how to begin, the questions people ask, the terms and privacy of this installation, and the contact form.
 * `invitation` is what a visitor sent here on their way to an invitation link is offered first.
 */
export function MarketingPage({ routeId, title, invitation }: { routeId: string; title: string; invitation?: ReactNode }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const content = MARKETING_CONTENT[routeId];
  return (
    <article className={styles.page}>
      <Title1 as="h1">{title}</Title1>
      {content && (
        <Subtitle1 as="p" className={styles.lead}>
          {content.lead}
        </Subtitle1>
      )}
      {invitation}
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => navigate(pathTo('login'))}>
          {marketingLabels.signIn}
        </Button>
        {routeId !== 'gettingStarted' && (
          <Button appearance="secondary" onClick={() => navigate(pathTo('gettingStarted'))}>
            {marketingLabels.gettingStarted}
          </Button>
        )}
      </div>
      {content?.sections.map((section, i) => (
        <Section key={section.heading ?? i} section={section} />
      ))}
      {SHOWS_TESTIMONIALS.has(routeId) && <FeaturedTestimonials scope={{ installation: true }} heading="Heard in our archives" />}
      {content?.contactForm && <ContactForm />}
      <nav aria-label={marketingLabels.site} className={styles.footer}>
        {FOOTER.map(([path, label]) => (
          <Link
            key={path}
            href={path}
            onClick={(event) => {
              event.preventDefault();
              navigate(path);
            }}
          >
            {label}
          </Link>
        ))}
      </nav>
    </article>
  );
}
