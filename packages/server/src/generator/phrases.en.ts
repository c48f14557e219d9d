/**
 * English phrase bank (British spelling) for the built-in Redbook generator.
 * Over 300 lines because it is data: one language's phrases, kept together so translators see them whole.
 */

import type { LanguageBank, ToneBank } from './phrases.types';
import type { Tone } from '@app/contract';
import { capitalizeLatin, lowerInitialWord } from './text';

const tones: Record<Tone, ToneBank> = {
  亲切自然: {
    titles: [
      (c) => `Been loving ${c.product} lately, here's my honest take`,
      (c) => `Let's talk about ${c.product}`,
      (c) => `Why ${c.product} has a spot in my everyday routine`,
      (c) => `You asked, so here's everything about ${c.product}`,
      (c) => `My little everyday favourite: ${c.product}`,
    ],
    openers: [
      "Hi friends! Grab a coffee, I've got something I've been meaning to share.",
      'Nothing fancy today, just a genuine little share from my everyday life.',
      "A few of you have been asking what I've been loving lately, so here it is.",
      "I don't post about everything I try, but this one deserves its own note.",
      "Happy weekend! Here's a quick chat about something that made my week easier.",
    ],
    benefitLeads: [
      "Here's what I really like about it:",
      'A few things that stood out for me:',
      'The short version of why it works for me:',
    ],
    ctas: [
      (c) => `If you're curious, have a look at ${c.product}, and ask me anything in the comments!`,
      "If this helped, save it for later and I'll see you in the next post.",
      "What's been your favourite find lately? Tell me below!",
    ],
    signoffs: ['Hope this helps!', "That's all for today. Have a lovely day!"],
  },
  活泼俏皮: {
    titles: [
      (c) => `OMG, ${c.product} is too cute to handle`,
      (c) => `Okay but why is nobody talking about ${c.product}?!`,
      (c) => `Found a treasure: ${c.product}, let's gooo`,
      (c) => `${c.Product} just doubled my happiness`,
      (c) => `Warning: ${c.product} is seriously addictive`,
    ],
    openers: [
      "Helloooo besties! Guess who's back with another obsession?",
      'Stop scrolling, your daily dose of happy has arrived!',
      'Ding dong! Your fun little find of the day is here.',
      "Eeek, I literally can't keep this one to myself!",
      'Mood today: ridiculously happy, and I know exactly why.',
    ],
    benefitLeads: [
      "Here's why it's an absolute yes:",
      'Cute AND useful? Check this out:',
      "Highlights, because I'm obsessed:",
    ],
    ctas: [
      (c) => `What are you waiting for? Pop ${c.product} into your cart!`,
      "Drop a heart in the comments if you're in!",
      "Tap like and I'll keep digging up fun finds for you!",
    ],
    signoffs: ["Let's gooo!", 'Stay fun, byeee!'],
  },
  专业权威: {
    titles: [
      (c) => `${c.Product}, explained: the key advantages`,
      (c) => `An expert look at ${c.product}`,
      (c) => `Buying guide: what you should know about ${c.product}`,
      (c) => `${c.Product}: the core highlights at a glance`,
      (c) => `Why ${c.product} deserves your consideration`,
    ],
    openers: [
      'From a professional standpoint, the first thing to look at is real value.',
      "I'm often asked for recommendations, so here is a structured overview.",
      'This note is meant to help you make a well-informed decision.',
      'Conclusion first: it is worth a closer look. Details below.',
      'Drawing on years of hands-on experience, here is my objective view.',
    ],
    benefitLeads: ['Key advantages:', 'Summary of the essentials:', 'Main highlights:'],
    ctas: [
      (c) => `For more information on ${c.product}, feel free to message me or leave a comment.`,
      "Save this post as a reference for when you're ready to decide.",
      "Questions? Leave them below and I'll answer each one.",
    ],
    signoffs: ['Choose what fits your needs.', 'Professional opinion, shared for reference.'],
  },
  温馨治愈: {
    titles: [
      (c) => `A gentle day, made softer by ${c.product}`,
      (c) => `${c.Product}: a little warmth for everyday life`,
      (c) => `I hope you find a small comfort like ${c.product} too`,
      (c) => `On tiring days, ${c.product} feels like a hug`,
      (c) => `Bringing warmth home with ${c.product}`,
    ],
    openers: [
      'After a long day, we all need something small and kind to come home to.',
      "Life doesn't always have to be rushed; sometimes we just need to take care of ourselves.",
      "It's raining softly outside, and I wanted to share a little comfort with you.",
      'Some things slowly become the warm part of your everyday.',
      'Today I just want to slow down and talk to you gently.',
    ],
    benefitLeads: [
      'The little comforts it brings me:',
      'The details that put me at ease:',
      "What I've slowly come to love:",
    ],
    ctas: [
      (c) => `If you need a bit of warmth too, maybe give ${c.product} a try.`,
      'Save this for a day when you need something gentle.',
      'Tell me in the comments: what small thing has comforted you lately?',
    ],
    signoffs: ['Sending you a soft hug.', 'May today be kind to you.'],
  },
  幽默风趣: {
    titles: [
      (c) => `${c.Product}: my wallet is crying, I am not`,
      (c) => `Since ${c.product} came along, even my Mondays are funnier`,
      (c) => `Side effects of ${c.product} may include excessive joy`,
      (c) => `I hereby declare ${c.product} my official favourite`,
      (c) => `Thought it was a gimmick. ${c.Product} proved me wrong`,
    ],
    openers: [
      'My bank account has filed a complaint, but my happiness has not.',
      'Disclaimer: this is not an ad, this is a confession.',
      "My friends say I've been smiling more lately. I know exactly who to blame.",
      'Life has been throwing punches, and this is my secret comeback.',
      "I swear this is the most responsible impulse purchase I've ever made.",
    ],
    benefitLeads: [
      'Exhibit A onwards, your honour:',
      "Evidence that I'm not being dramatic:",
      'No exaggeration (okay, a little), here are the perks:',
    ],
    ctas: [
      (c) => `Stop overthinking and go get ${c.product}. Your wallet will forgive you eventually.`,
      "Laughed? Hit like. Didn't laugh? Hit like anyway.",
      "Tell me your best 'didn't need it, glad I got it' story below!",
    ],
    signoffs: ['Okay bye, I have more shopping to do.', 'Signing off, happily broke.'],
  },
  简约高级: {
    titles: [
      (c) => `${c.Product}. Less, but better`,
      (c) => `Quiet luxury: ${c.product}`,
      (c) => `${c.Product}, understated and refined`,
      (c) => `On ${c.product}, only what matters`,
      (c) => `An everyday essential: ${c.product}`,
    ],
    openers: [
      'Quiet things speak the loudest.',
      'Truly good things rarely need many adjectives.',
      'Simplicity is the hardest kind of luxury.',
      "Keep only what's worth keeping.",
      'Restrained design, built to last.',
    ],
    benefitLeads: ['About it:', 'Worth noting:', 'The details:'],
    ctas: [
      (c) => `${c.Product}, for those who notice the details.`,
      'Save it, if it speaks to you.',
      'Fewer things, better things. Start here.',
    ],
    signoffs: ['Simple is enough.', 'Quality lives in the details.'],
  },
  种草安利: {
    titles: [
      (c) => `Must-have alert: ${c.product} is a no-brainer`,
      (c) => `Everyone keeps asking about ${c.product}, so here it is`,
      (c) => `I've gone back to ${c.product} more times than I can count`,
      (c) => `Adding ${c.product} to your list. You're welcome`,
      (c) => `Believe the hype: ${c.product} is worth it`,
    ],
    openers: [
      "Friends, I'm recommending this with my whole heart. It's that good.",
      "It's my weekly must-have roundup, and this one goes straight to number one.",
      "I've been asked for the link so many times, so here's the full scoop.",
      'Found a gem! One try and I wanted to tell the whole world.',
      "My recommendation radar has never failed me, and it's beeping loudly now.",
    ],
    benefitLeads: ['Reasons to add it to your cart:', "Why it's a no-brainer:", 'What made me fall for it instantly:'],
    ctas: [
      (c) => `Don't just think about it, go get ${c.product}!`,
      'Save this so your next shopping trip is sorted.',
      'Follow for more finds that are actually worth it!',
    ],
    signoffs: ['Trust me on this one!', 'Happy shopping!'],
  },
  真实测评: {
    titles: [
      (c) => `Honest review: ${c.product} after a few weeks`,
      (c) => `I paid for ${c.product} myself, here's the truth`,
      (c) => `Is ${c.product} worth it? My real experience`,
      (c) => `No sugar-coating: a report on ${c.product}`,
      (c) => `Testing ${c.product}: verdict at the end`,
    ],
    openers: [
      "Paid for this myself, so you're getting my unfiltered opinion.",
      "I waited until I'd spent real time with it, so this should be more objective.",
      'Quick note on my background first, so you can judge whether this applies to you.',
      'Reviews online were mixed, so I decided to try it myself.',
      'I was honestly a bit sceptical before testing, and the results surprised me.',
    ],
    benefitLeads: ['What actually held up in testing:', 'My findings:', 'Pluses I can confirm first-hand:'],
    ctas: [
      (c) => `If you're considering ${c.product}, I hope this review helps you decide.`,
      'Want me to review something else? Let me know in the comments.',
      'If this felt fair and useful, a like helps others find it.',
    ],
    signoffs: ['Overall verdict: worth a try.', 'All based on my own experience, so take what is useful.'],
  },
  文艺清新: {
    titles: [
      (c) => `Meeting ${c.product} felt like a breeze`,
      (c) => `${c.Product} and the quiet, easy days`,
      (c) => `Writing ${c.product} into the poetry of everyday`,
      (c) => `Slow moments, kept with ${c.product}`,
      (c) => `A sunlit promise: ${c.product}`,
    ],
    openers: [
      'The breeze is soft and the light is just right, a good day for gentle words.',
      'Days turn like pages, and some details deserve to be written down.',
      "I'm drawn to quiet, clean things that make me slow down.",
      'Living life like a poem starts with one small thing.',
      'Some kinds of beauty only reveal themselves slowly.',
    ],
    benefitLeads: ['The moments that moved me:', 'Its charm, in a few lines:', 'Counting the little joys:'],
    ctas: [
      (c) => `May you find your own little beauty in ${c.product}, too.`,
      'Save this bit of freshness for an afternoon that needs it.',
      'If it speaks to you, let it wander into your days as well.',
    ],
    signoffs: ['Here is to gentle days ahead.', 'May your days be clear and lovely.'],
  },
  热情激昂: {
    titles: [
      (c) => `Go go go! ${c.Product} is not to be missed`,
      (c) => `This is huge: ${c.product} totally delivers`,
      (c) => `${c.Product} is here, get ready!`,
      (c) => `Don't miss out: ${c.product} has arrived`,
      (c) => `So hyped right now! You need ${c.product}`,
    ],
    openers: [
      'Everyone, my heart is racing and I have to shout about this!',
      'Are you ready? Something amazing just landed!',
      'Big news, everyone! This one is SO worth it!',
      "I'm fired up and had to share this the moment I could!",
      'No fluff, straight to the good stuff!',
    ],
    benefitLeads: [
      'Just how good is it? Look:',
      'The power highlights, all at once:',
      'Reasons you have to go for it:',
    ],
    ctas: [
      (c) => `The moment is now, go for ${c.product}!`,
      "Share this with your friends and let's go together!",
      "Like, save, and don't let this one slip away!",
    ],
    signoffs: ["Let's go!", 'Keep that fire burning!'],
  },
};

function article(word: string): string {
  return /^[aeiou]/i.test(word) && !/^(uni|use|eu|one)/i.test(word) ? 'an' : 'a';
}

export const en: LanguageBank = {
  code: 'en',
  sentenceJoiner: ' ',
  emojiSpace: ' ',
  joinList: (items) => {
    if (items.length <= 1) return items[0] ?? '';
    return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
  },
  productRef: (name, type) => {
    if (name) return name;
    if (type) return `this ${lowerInitialWord(type)}`;
    return 'this little gem';
  },
  measureWord: () => '',
  capitalize: capitalizeLatin,
  midSentenceType: lowerInitialWord,
  tones,
  titles: {
    generic: [
      (c) => `${c.Product}: you'll understand once you try it`,
      (c) => `My honest thoughts on ${c.product}`,
      (c) => `Finally found it: ${c.product}`,
      (c) => `Everything I love about ${c.product}`,
      (c) => `I wish I'd discovered ${c.product} sooner`,
      (c) => `The one post you need about ${c.product}`,
      (c) => `Hidden gem alert: ${c.product}`,
      (c) => `${c.Product} is my favourite this year`,
    ],
    promotion: [
      (c) => `Deal alert: ${c.promotion}`,
      (c) => `${c.Product} + ${c.promotion} = yes please`,
      (c) => `Don't miss this: ${c.promotion}`,
    ],
    location: [
      (c) => `Hidden gem in ${c.location}: ${c.product}`,
      (c) => `If you're in ${c.location}, you need to know about ${c.product}`,
      (c) => `Spotted in ${c.location}: ${c.product}`,
    ],
    audience: [
      (c) => `For all the ${c.audience} out there: ${c.product}`,
      (c) => `${c.Audience}, this one's for you`,
      (c) => `Made for ${c.audience}: ${c.product}`,
    ],
    benefit: [(c) => `${c.FirstBenefit}? ${c.Product} nails it`, (c) => `${c.Product}: ${c.firstBenefit}, and more`],
  },
  openers: [
    'Okay, time for a proper share.',
    'Honestly, this has become one of the easiest parts of my routine.',
    "A few friends asked about this, so I've put it all in one post.",
    'First impression? Pleasantly surprised.',
    "I've been meaning to write this one for a while.",
    "If you're looking for something reliable, read on.",
  ],
  intro: [
    (c) => `Today's star is ${c.product}.`,
    (c) => `${c.Product} has been part of my life for a while now.`,
    (c) => `A friend first recommended ${c.product} to me, and I haven't looked back.`,
    (c) => `${c.Product} is my current favourite.`,
    (c) => `There's a lot I want to say about ${c.product}.`,
  ],
  // The type is used as a modifier ("my go-to skincare pick", "the cafe world"), which reads well for any noun.
  introNamed: [
    (c) => `Meet ${c.name}, my favourite ${c.type} find.`,
    (c) => `${c.name} is my go-to ${c.type} pick.`,
    (c) => `Hunting for a new ${c.type} favourite? ${c.name} is worth knowing about.`,
    (c) => `In the ${c.type} world, ${c.name} really stands out.`,
    (c) => `Let me properly introduce ${c.name}, ${article(c.type)} ${c.type} gem I genuinely rate.`,
  ],
  benefitInline: [
    (c) => `What wins me over: ${c.benefits}.`,
    (c) => `In short, it's all about ${c.benefits}.`,
    (c) => `${c.Benefits}, and you can genuinely feel the difference.`,
    (c) => `The highlights for me are ${c.benefits}.`,
  ],
  experience: [
    'The overall experience has been consistently good, and the little details show real care.',
    "It's easy to enjoy and fits right into my routine without any fuss.",
    'Quality-wise it is solid, and it feels like good value for money.',
    "Friends I've recommended it to have loved it too.",
    'It takes care of the small things, and that makes a big difference.',
  ],
  audience: [
    (c) => `It's perfect for ${c.audience}.`,
    (c) => `${c.Audience} will love this one.`,
    (c) => `I'd recommend it to ${c.audience} without hesitation.`,
    (c) => `Made with ${c.audience} in mind, and it shows.`,
    (c) => `Calling all ${c.audience}: this one's for you.`,
  ],
  promotion: [
    (c) => `Good news: ${c.promotion}!`,
    (c) => `Right now there's a deal on: ${c.promotion}.`,
    (c) => `Heads up: ${c.promotion}. Grab it while it lasts!`,
    (c) => `Psst... ${c.promotion}. Perfect timing to try it.`,
    (c) => `Current offer: ${c.promotion}. Don't miss it!`,
  ],
  location: [
    (c) => `Location: ${c.location}.`,
    (c) => `Find it here: ${c.location}.`,
    (c) => `Based in ${c.location}, so drop by if you're nearby.`,
    (c) => `If you're around ${c.location}, it's well worth a visit.`,
    (c) => `Friends in ${c.location}, this one is right on your doorstep!`,
  ],
  details: [
    (c) => `Also worth knowing: ${c.details}.`,
    (c) => `One more thing: ${c.details}.`,
    (c) => `Little tip: ${c.details}.`,
    (c) => `Good to know: ${c.details}.`,
  ],
  ctas: [
    (c) => `Go give ${c.product} a try. You can thank me later!`,
    'Like and save this post, and drop your questions in the comments!',
    'Follow for more finds worth your time!',
    'Have you tried it? Share your thoughts below!',
  ],
  review: {
    openers: [
      (c) => `Really satisfied overall. ${c.Product} did not disappoint.`,
      (c) => `Five stars for ${c.product}, and well deserved.`,
      "Tried this on a friend's recommendation, and it lived up to the hype.",
      (c) => `My first time trying ${c.product}, and the overall experience was great.`,
      "Leaving a review for anyone who's still on the fence.",
      'This experience really stayed with me, so I had to leave a good review.',
      (c) => `Great quality and great service. ${c.Product} is easy to recommend.`,
      'I went in with modest expectations and came away impressed.',
      "I'm a returning customer, and the experience has been consistent every time.",
      (c) => `Writing a proper review: ${c.product} performed brilliantly.`,
      (c) => `After comparing a few options, I went with ${c.product} and have no regrets.`,
    ],
    verdicts: [
      (c) => `All in all, I highly recommend ${c.product}.`,
      'Five stars, recommended to everyone!',
      (c) => `Overall, ${c.product} fully deserves this rating.`,
      "I'll definitely be back, and I'd suggest you give it a go too.",
    ],
  },
  fallbackTags: ['MustHave', 'HonestReview', 'DailyFinds', 'TreatYourself', 'LifestyleFinds', 'Recommended'],
};
