/** One block of a built-in marketing page: a heading with paragraphs, or a list. */
export interface MarketingSection {
  heading?: string;
  paragraphs?: string[];
  items?: string[];
  /** Question-and-answer pairs (the FAQ). */
  questions?: [string, string][];
}

/** A built-in marketing page: what it says, and whether the contact form ends it. */
export interface MarketingContent {
  lead: string;
  sections: MarketingSection[];
  contactForm?: boolean;
}

const CASE_NOTE = 'An illustration of how an archive can work with Storykeep; the people and places are invented.';

/** The built-in pages, by route id, for an installation without a separate marketing site. */
export const MARKETING_CONTENT: Record<string, MarketingContent> = {
  welcome: {
    lead: 'Storykeep records, transcribes, indexes and shares oral-history interviews, on a server you run yourself.',
    sections: [
      {
        heading: 'From the first call to the public page',
        items: [
          'Record remote interviews in the browser: every participant is also recorded on their own device and uploaded in the background, so a bad connection never spoils the recording.',
          'Upload recordings you already have, and get a transcript with the time of every word.',
          'Correct the transcript, name the speakers, and index the interview into chapters with synopses and keywords.',
          'Cut clips, search within and across interviews, and publish an interview or a clip on a public page.',
        ],
      },
      {
        heading: 'Made for archives',
        paragraphs: [
          'Organizations, projects and folders keep collections apart; roles decide who records, who edits and who publishes. Exports follow the formats archives already use: WebVTT, SRT, plain text, OHMS XML and DOCX.',
        ],
      },
    ],
    contactForm: true,
  },
  features: {
    lead: 'Everything an oral-history team needs between the interview and the archive.',
    sections: [
      {
        heading: 'Recording',
        items: [
          'Live calls in rooms, with pre-join device checks, chat, screen share and a recording indicator.',
          'Every participant recorded locally in 5-second slices and uploaded while the call goes on.',
          'In-person interviews recorded on one device, with the same safe background upload.',
        ],
      },
      {
        heading: 'Transcripts and indexes',
        items: [
          'Speech-to-text with word timings; each call participant’s words carry their own name.',
          'An editor that keeps every word’s timing through corrections, splits and merges, with undo and redo.',
          'OHMS-style indexes: segments with titles, synopses, keywords and subjects, at the moment they begin.',
          'Typed transcripts imported from text, SRT or WebVTT and timed against the recording.',
        ],
      },
      {
        heading: 'Finding and sharing',
        items: [
          'Search within an interview and across a project, with the moment each phrase is said.',
          'Clips from a selection of words, rendered and ready to share.',
          'Public interview pages with the player, chapters and a transcript that follows the voice.',
        ],
      },
    ],
  },
  gettingStarted: {
    lead: 'A new archive is a few steps from its first searchable interview.',
    sections: [
      {
        heading: 'Steps',
        items: [
          'Sign in, or ask the person who runs your Storykeep for an invitation.',
          'Create a project for a collection, and folders inside it if you need them.',
          'Upload a recording, or start a room and record a call.',
          'Request a transcript, correct it in the editor, and add an index.',
          'Share the interview publicly when its release form allows it.',
        ],
      },
      { paragraphs: ['The tutorials inside the app walk through each of these jobs with pictures.'] },
    ],
  },
  faq: {
    lead: 'Questions archives ask before they start.',
    sections: [
      {
        questions: [
          [
            'What happens if a participant’s connection drops during a call?',
            'Their browser keeps recording locally and keeps every slice on the device; the slices upload when the connection comes back, or the next time the page is opened.',
          ],
          [
            'Where are the recordings kept?',
            'On the server that runs Storykeep: on its disk, or in S3-compatible storage if the operator sets one up.',
          ],
          [
            'Which formats can we export?',
            'Transcripts as WebVTT, SRT, plain text, OHMS XML and DOCX; the recordings themselves as the files you uploaded or recorded.',
          ],
          [
            'Is a transcript ever published without us?',
            'No. Nothing is public until someone with the right role shares it, and sharing asks first.',
          ],
        ],
      },
    ],
  },
  individuals: {
    lead: 'Record the stories in your own family before they are lost.',
    sections: [
      {
        paragraphs: [
          'Call a relative from the browser, or record at the kitchen table on one device. Storykeep keeps the recording safe, transcribes it, and lets you mark the moments worth sharing with the rest of the family.',
        ],
      },
    ],
  },
  communities: {
    lead: 'Collect a neighbourhood’s memory together.',
    sections: [
      {
        paragraphs: [
          'Volunteers record interviews under one project, each with the role they need. Coordinators index, clip and publish; the whole collection is searchable by anyone the community lets in.',
        ],
      },
    ],
  },
  caseStudy1: {
    lead: 'A county historical society records its last mill workers.',
    sections: [
      {
        paragraphs: [
          CASE_NOTE,
          'Two volunteers interview former workers over video calls. Each narrator is recorded on their own tablet, so the recording stays clear even when the call stutters. The society indexes each interview into chapters and publishes the best moments as clips beside its exhibit.',
        ],
      },
    ],
  },
  caseStudy2: {
    lead: 'A university library makes forty years of cassettes searchable.',
    sections: [
      {
        paragraphs: [
          CASE_NOTE,
          'Digitised tapes are uploaded in bulk and transcribed. Student assistants correct the transcripts in the editor, and the library exports OHMS XML to its existing viewer while researchers search across the whole collection in Storykeep.',
        ],
      },
    ],
  },
  caseStudy3: {
    lead: 'A family reunion becomes an archive.',
    sections: [
      {
        paragraphs: [
          CASE_NOTE,
          'Cousins record grandparents in person on a phone during the reunion. Each recording uploads in the background over the hotel’s slow network, and the family shares a public page with the chapters everyone wanted to hear again.',
        ],
      },
    ],
  },
  about: {
    lead: 'Storykeep is open-source software for oral history, licensed under Apache-2.0.',
    sections: [
      {
        paragraphs: [
          'It is built for archives, libraries and community projects that want to keep their recordings on their own server. Write to the people who run this installation with the form below.',
        ],
      },
    ],
    contactForm: true,
  },
  terms: {
    lead: 'The terms of this Storykeep installation are set by the organization that runs it.',
    sections: [
      {
        paragraphs: [
          'Recordings, transcripts and everything made from them belong to the organizations that upload them, under the agreements they hold with their narrators (release forms and deeds of gift).',
          'Use this service only for recordings you have the right to keep and share. Ask the operator, with the contact form on the About page, for the full terms of this installation.',
        ],
      },
    ],
  },
  privacy: {
    lead: 'What this installation keeps about you, and why.',
    sections: [
      {
        items: [
          'Your account: name, e-mail address and a hash of your password.',
          'The recordings, transcripts and indexes you make or are given access to.',
          'One visit record per browser at most every four hours (the page you arrived on, your browser and network type), used to keep the service working well.',
          'Page views by page pattern, never the address of an interview, when the operator has configured an analytics provider.',
        ],
      },
      {
        paragraphs: [
          'Storykeep sets no advertising cookies. Your session and a visitor id live in your browser’s own storage. Ask the operator to see or delete what is kept about you.',
        ],
      },
    ],
  },
  signup: {
    lead: 'Accounts on this installation are made by invitation.',
    sections: [
      {
        paragraphs: [
          'Ask the organization that runs this Storykeep to invite you: the invitation’s link lets you set your password. If you already have an account, sign in.',
        ],
      },
    ],
    contactForm: true,
  },
};
