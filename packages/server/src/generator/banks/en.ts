/** English (British spelling): how posts join and quote, the field sentences, and the voices of the tones. */
import { capitalizeLatin, lowerInitialWord } from '../text';
import { enIndustries } from './en-industries';
import type { LanguageCore, ToneVoice } from './types';

const tones: LanguageCore['tones'] = {
  亲切自然: {
    emojis: ['😊', '🌿', '☀️', '💛', '🙌', '🍃'],
    bullets: ['🌿', '💛', '✔️'],
    hooks: [
      "Hi friends! Here's a little something I've been meaning to share.",
      'Nothing fancy today, just a genuine little share.',
      "It's been a while, so let's catch up.",
    ],
    leads: ["Here's what I liked:", 'A few things that stood out:', 'The short version:'],
    signoffs: ['Hope this helps!', "That's all for today!"],
    titles: [
      (c) => (c.thing ? `Let's talk ${c.thing}` : 'A little share'),
      (c) => (c.thing ? `My honest take: ${c.thing}` : 'My honest take'),
    ],
    remarks: ['All in all, a lovely experience.', 'Sharing in case it helps someone.'],
  },
  活泼俏皮: {
    emojis: ['🥳', '🍭', '🎀', '✨', '🤩', '💃', '🌈'],
    bullets: ['🍭', '🎀', '🌈'],
    hooks: [
      "Helloooo besties! Guess who's back?",
      'Stop scrolling, your daily dose of happy is here!',
      'Ding dong! Fun little find of the day!',
    ],
    leads: ["Here's why it's a yes:", "Highlights, because I can't help it:", 'Check this out:'],
    signoffs: ["Let's gooo!", 'Byeee, see you next time!'],
    titles: [
      (c) => (c.thing ? `OMG, ${c.thing}!` : 'OMG, obsessed!'),
      (c) => (c.thing ? `${c.thing}, yes please!` : 'Yes please!'),
    ],
    remarks: ['Happy dance unlocked!', 'Happiness level: maxed out!'],
  },
  专业权威: {
    emojis: ['📌', '✅', '💡', '📊', '📝', '🔎'],
    bullets: ['✅', '📌', '▪️'],
    hooks: [
      'Let me break this down from hands-on experience.',
      'Conclusion first, details after.',
      'Before you decide, here are the key points.',
    ],
    leads: ['Key points:', 'In summary:', 'The essentials:'],
    signoffs: ['Based on my own experience; use it as a reference.', 'Choose what fits your needs.'],
    titles: [
      (c) => (c.thing ? `${c.thing}: key points` : 'The key points'),
      (c) => (c.thing ? `${c.thing}, explained` : 'Explained, simply'),
    ],
    remarks: ['That is my objective take.', 'Hope this helps you decide.'],
  },
  温馨治愈: {
    emojis: ['🌸', '🕯️', '🧸', '💗', '🌙', '☕'],
    bullets: ['🌸', '💗', '🤍'],
    hooks: [
      'After a long day, we all need something gentle.',
      "Life doesn't always have to be rushed.",
      "Today I'd like to slow down and share something.",
    ],
    leads: ['The little things that felt comforting:', 'What warmed my heart:', 'Slowly, I noticed:'],
    signoffs: ['Be gentle with yourself today.', 'Sending warm thoughts your way.'],
    titles: [
      (c) => (c.thing ? `${c.thing}, my happy place` : 'My happy place'),
      (c) => (c.thing ? `A gentle day with ${c.thing}` : 'A gentle, cosy day'),
    ],
    remarks: ['It felt warm and comforting.', 'A gentle, lovely time.'],
  },
  幽默风趣: {
    emojis: ['😂', '🤣', '🙈', '🐶', '🤪', '😎'],
    bullets: ['😂', '👉', '🤪'],
    hooks: [
      'My wallet is crying, but I am smiling.',
      'Disclaimer: not an ad, just pure feelings.',
      'Today life hit hard, so I treated myself.',
    ],
    leads: ['Exhibit A, B and C:', 'Evidence, your honour:', 'Here are the receipts:'],
    signoffs: ['Okay bye, off to treat myself again.', 'Signed, a happy human.'],
    titles: [
      (c) => (c.thing ? `${c.thing}: no regrets` : 'No regrets, none'),
      (c) => (c.thing ? `Warning: ${c.thing} ahead` : 'Warning: joy ahead'),
    ],
    remarks: ['Simple joys, honestly.', 'I came to write one line and wrote a whole essay.'],
  },
  简约高级: {
    emojis: ['🤍', '✨', '▫️', '🕊️', '🖤', '🌿'],
    bullets: ['▫️', '·', '—'],
    hooks: [
      'Quiet, and confident.',
      "Good things don't need many words.",
      'Simplicity is the hardest kind of elegance.',
    ],
    leads: ['About it:', 'Worth noting:', 'Details:'],
    signoffs: ['Simple is enough.', 'For those who notice.'],
    titles: [
      (c) => (c.thing ? `${c.thing}. Simply.` : 'Simply, quietly.'),
      (c) => (c.thing ? `${c.thing}, less is more` : 'Less is more'),
    ],
    remarks: ['Simple. Calm.', 'Just right.'],
  },
  种草安利: {
    emojis: ['🌱', '💯', '🔥', '👍', '💖', '📣'],
    bullets: ['💯', '🌱', '👍'],
    hooks: ['Genuinely recommending this one!', 'Weekly recommendation time!', "Couldn't keep this one to myself."],
    leads: ['Why I recommend it:', 'What won me over:', 'Reasons to save this:'],
    signoffs: ['Recommendation done!', 'Save it for later!'],
    titles: [
      (c) => (c.thing ? `Highly recommend ${c.thing}` : 'Highly recommend!'),
      (c) => (c.thing ? `Must-try: ${c.thing}` : 'Must-try alert!'),
    ],
    remarks: ['Recommending it to everyone.', "I've already told my friends about it."],
  },
  真实测评: {
    emojis: ['📝', '🔍', '✅', '⚖️', '👀', '📋'],
    bullets: ['✅', '🔍', '📝'],
    hooks: [
      'Paid for it myself, so here is my honest take.',
      'I waited a while before writing this.',
      'A bit of context first, so you can judge.',
    ],
    leads: ['What I found:', 'My verdict:', 'Tried and noted:'],
    signoffs: ['All my own experience, for reference only.', 'Ask me anything in the comments!'],
    titles: [
      (c) => (c.thing ? `${c.thing}: honest review` : 'An honest review'),
      (c) => (c.thing ? `I tried ${c.thing}` : 'Tried it, honestly'),
    ],
    remarks: ['These are my honest impressions.', 'No hype, just my experience.'],
  },
  文艺清新: {
    emojis: ['🍃', '🌼', '📷', '🌤️', '🎐', '📖'],
    bullets: ['🍃', '🌼', '🎐'],
    hooks: [
      'A soft breeze, gentle light, a good day to write.',
      'Days turn like pages; some moments deserve a note.',
      'I love things that are quiet and slow.',
    ],
    leads: ['Moments that moved me:', 'Its charm, in short:', 'Counting the little things:'],
    signoffs: ['May your days be light and lovely.', 'Slow days are good days.'],
    titles: [
      (c) => (c.thing ? `Meeting ${c.thing}` : 'A slow, sunny moment'),
      (c) => (c.thing ? `${c.thing} and sunshine` : 'Notes on a sunny day'),
    ],
    remarks: ['Like a bookmark in an ordinary week.', 'Time slowed down a little.'],
  },
  热情激昂: {
    emojis: ['🔥', '💥', '🚀', '⚡', '🎉', '💪'],
    bullets: ['🔥', '⚡', '💥'],
    hooks: ['Everyone! I have to shout about this!', 'Ready? Here we go!', 'So excited to share this right away!'],
    leads: ['Why you need to go for it:', 'All the highlights, in one go:', 'Look at this:'],
    signoffs: ["Let's go!", 'Fired up!'],
    titles: [
      (c) => (c.thing ? `Go for it: ${c.thing}` : 'Just go for it!'),
      (c) => (c.thing ? `${c.thing}, all in!` : 'All in, today!'),
    ],
    remarks: ['So happy!', 'Had to leave a review!'],
  },
  neutral: {
    emojis: ['✨', '📌', '👉', '🙂', '📝', '💬'],
    bullets: ['•', '▪️', '✔️'],
    hooks: ['Sharing a recent experience.', 'A quick note to remember this.', 'Something I found recently.'],
    leads: ['Key points:', 'In short:', 'Worth noting:'],
    signoffs: ['Thanks for reading!', 'Comments are open.'],
    titles: [
      (c) => (c.thing ? `About ${c.thing}` : 'A quick share'),
      (c) => (c.thing ? `${c.thing}: my notes` : 'My notes'),
    ],
    remarks: ['That was my experience.', 'Shared for reference.'],
  },
} satisfies Record<string, ToneVoice>;

export const en: LanguageCore = {
  code: 'en',
  sentenceJoiner: ' ',
  emojiSpace: ' ',
  fullStop: '.',
  joinList: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`,
  quote: (name) => `“${name}”`,
  capitalize: capitalizeLatin,
  midSentence: lowerInitialWord,
  venues: {
    restaurant: 'this restaurant',
    cafe: 'this café',
    bakery: 'this bakery',
    salon: 'this salon',
    clinic: 'this clinic',
    fitness: 'this gym',
    education: 'this centre',
    spa: 'this spa',
    studio: 'this studio',
    shop: 'this shop',
    business: 'this place',
  },
  customer: {
    audience: [
      (c) => `I'd recommend it to ${c.audience}.`,
      (c) => `This one's for ${c.audience}.`,
      (c) => `Sharing this for ${c.audience}.`,
      (c) => `I can see ${c.audience} loving it.`,
    ],
    promotion: [
      (c) => `Heads-up: ${c.promotion}.`,
      (c) => `Psst: ${c.promotion}.`,
      (c) => `Current offer: ${c.promotion}.`,
      (c) => `Don't miss it: ${c.promotion}.`,
    ],
    location: [
      (c) => `Where: ${c.location}.`,
      (c) => `Address: ${c.location}.`,
      (c) => `Location: ${c.location}.`,
      (c) => `You'll find it here: ${c.location}.`,
    ],
    details: [
      (c) => `Good to know: ${c.details}.`,
      (c) => `One more thing: ${c.details}.`,
      (c) => `Tip: ${c.details}.`,
      (c) => `Also worth knowing: ${c.details}.`,
    ],
    benefits: [
      (c) => `What I loved: ${c.benefits}.`,
      (c) => `The highlights for me: ${c.benefits}.`,
      (c) => `What stayed with me: ${c.benefits}.`,
      (c) => `In short: ${c.benefits}.`,
    ],
  },
  business: {
    audience: [
      (c) => `Especially for ${c.audience}.`,
      (c) => `A note for ${c.audience}: this one's for you.`,
      (c) => `We'd love to welcome ${c.audience}.`,
    ],
    promotion: [
      (c) => `Good news: ${c.promotion}!`,
      (c) => `Our current offer: ${c.promotion}.`,
      (c) => `Don't miss it: ${c.promotion}.`,
      (c) => `On now: ${c.promotion}.`,
      (c) => `A little treat from us: ${c.promotion}.`,
    ],
    location: [
      (c) => `Find us here: ${c.location}.`,
      (c) => `Our address: ${c.location}.`,
      (c) => `Where to find us: ${c.location}.`,
      (c) => `Come and see us: ${c.location}.`,
      (c) => `You'll find us at this address: ${c.location}.`,
    ],
    details: [
      (c) => `Good to know: ${c.details}.`,
      (c) => `Please note: ${c.details}.`,
      (c) => `A little extra: ${c.details}.`,
    ],
    benefits: [
      (c) => `What you can look forward to: ${c.benefits}.`,
      (c) => `Here's what we'd love you to know: ${c.benefits}.`,
      (c) => `A few things to know: ${c.benefits}.`,
    ],
  },
  review: {
    audience: [
      (c) => `I'd recommend it to ${c.audience}.`,
      (c) => `A good choice for ${c.audience}.`,
      (c) => `Worth considering for ${c.audience}.`,
    ],
    promotion: [
      (c) => `There's currently an offer: ${c.promotion}.`,
      (c) => `Worth knowing: ${c.promotion}.`,
      (c) => `Current offer: ${c.promotion}.`,
    ],
    location: [
      (c) => `Location: ${c.location}.`,
      (c) => `You'll find it here: ${c.location}.`,
      (c) => `Address: ${c.location}.`,
    ],
    details: [
      (c) => `Worth mentioning: ${c.details}.`,
      (c) => `Also: ${c.details}.`,
      (c) => `Good to know: ${c.details}.`,
    ],
    benefits: [
      (c) => `What I liked most: ${c.benefits}.`,
      (c) => `Highlights for me: ${c.benefits}.`,
      (c) => `What stood out: ${c.benefits}.`,
    ],
  },
  businessHooks: [
    'Hello everyone!',
    'Hi friends!',
    'A quick hello from all of us!',
    'Happy new week, everyone!',
    'We have something to share with you.',
    'A little update for our friends, old and new:',
  ],
  businessIntros: [
    (c) => (c.thing ? `Let us introduce ${c.thing}.` : 'Let us introduce ourselves.'),
    (c) => (c.thing ? `The star of today's post: ${c.thing}.` : "We'd love you to get to know us better."),
    (c) => (c.thing ? `A few words from us about ${c.thing}.` : 'A few words from us.'),
  ],
  businessCtas: ['Questions? Comment or message us anytime!', 'Share this with a friend who would love it!'],
  reviewOpeners: [
    'Leaving an honest review.',
    'Writing down my experience.',
    'A few words for anyone deciding.',
    'Sharing my experience here.',
    'A quick review from my visit.',
  ],
  tones,
  industries: enIndustries,
};
