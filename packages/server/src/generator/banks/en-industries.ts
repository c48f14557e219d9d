/**
 * English phrases of each industry: eating words for food, self-care for beauty, using words for products, visiting
 * words for services, and a neutral fallback.
 * Over 300 lines because it is data: one language's industries kept together, so a translator sees them whole.
 */
import type { Industry } from '../industries';
import type { IndustryBank } from './types';

const food: IndustryBank = {
  titles: [
    (c) => (c.thing ? `${c.thing}, still thinking of it` : 'Still thinking of it'),
    (c) => (c.thing ? `Worth the trip: ${c.thing}` : 'Worth the trip'),
    (c) => (c.thing ? `Today's treat: ${c.thing}` : "Today's treat"),
    (c) => (c.thing ? `${c.thing}, one happy bite` : 'One happy bite'),
    (c) => (c.thing ? `Noting down ${c.thing}` : 'A meal to remember'),
    (c) => (c.thing ? `${c.thing}, coming back` : 'Coming back here'),
  ],
  hooks: [
    "Today's happiness came on a plate.",
    'This meal deserves its own post.',
    'Treated myself after work today.',
    'Weekend catch-up with friends over food.',
    'Cravings won, so out I went.',
    'A recent meal I wanted to write down.',
    'I take eating seriously.',
    'Time for another food diary entry.',
  ],
  intros: [
    (c) => (c.thing ? `This time I ordered ${c.thing} at ${c.place}.` : `This time I ate at ${c.place}.`),
    (c) => (c.thing ? `Came specially to taste ${c.thing}.` : `Came specially to ${c.place} for a bite.`),
    (c) => (c.thing ? `The star of today's meal: ${c.thing}.` : `Today's meal spot: ${c.place}.`),
    (c) =>
      c.thing
        ? `I'd been meaning to taste ${c.thing}, and finally did.`
        : `I'd been meaning to eat at ${c.place}, and finally did.`,
    (c) => (c.thing ? `Ordered ${c.thing} and took my time with it.` : `Took my time over a meal at ${c.place}.`),
  ],
  moments: [
    'Took a photo the moment it arrived.',
    'Ate slowly and enjoyed every bite.',
    'Chatted with friends and lost track of time.',
    'Left feeling relaxed and full.',
    'It turned my mood around.',
    'Still thinking about it afterwards.',
  ],
  ctas: [
    'Save this for your next food hunt!',
    'Tell me what you ate this week!',
    'Adding this to your makan list?',
    'Hungry? Save it for the weekend.',
    'Been here? Let me know in the comments!',
  ],
  business: {
    hooks: ['Come hungry!', 'Hungry yet?', "It's mealtime!", "Let's talk food today."],
    intros: [
      (c) => (c.thing ? `Today we'd like you to taste ${c.thing}.` : "Today we'd like to tell you about our food."),
      (c) =>
        c.thing
          ? `${c.Thing} is waiting for you, so come and have a taste.`
          : 'Come in, sit down and enjoy a meal with us.',
      (c) => (c.thing ? `Dropping by? Make sure you order ${c.thing}.` : 'Drop by for a meal soon.'),
    ],
    ctas: [
      'See you at our table!',
      'Message us or just drop by!',
      'Tag a friend you want to makan with!',
      'We look forward to seeing you!',
    ],
  },
  review: {
    openers: [
      (c) =>
        c.thing
          ? `I ordered ${c.thing} and was happy with my visit.`
          : `I ate at ${c.place} and was happy with my visit.`,
      (c) =>
        c.thing
          ? `Came specially to taste ${c.thing}, and it was worth the trip.`
          : `Came specially to eat at ${c.place}, and it was worth the trip.`,
      (c) =>
        c.thing
          ? `Tasted ${c.thing} and wanted to share my experience.`
          : `Had a meal at ${c.place} and wanted to share my experience.`,
      (c) =>
        c.thing
          ? `First time ordering ${c.thing}, and a good first impression.`
          : `First meal at ${c.place}, and a good first impression.`,
      (c) => (c.thing ? `Came with friends to taste ${c.thing}.` : `Came to ${c.place} with friends for a meal.`),
    ],
    moments: [
      'We took photos first, then took our time eating.',
      'We enjoyed the food and the conversation.',
      'The whole visit felt relaxed.',
      'I enjoyed every bite.',
      'By the time we left, I was already planning my next order.',
      'I left feeling satisfied.',
      'For a while, I forgot all about work.',
      'We kept taking photos and laughing.',
      'I walked out in a much better mood.',
      'On the way home we were still talking about it.',
    ],
    verdicts: [
      'Will be back.',
      'Recommended if you are looking for a place to eat.',
      'Next time I will bring my family.',
      'Happy overall, and I will return.',
      'Worth a special trip.',
    ],
  },
  tags: ['FoodDiary', 'Foodie', 'MakanTime', 'WhatToEat', 'WeekendEats', 'FoodHunt'],
};

const beauty: IndustryBank = {
  titles: [
    (c) => (c.thing ? `${c.thing}, my self-care` : 'My self-care moment'),
    (c) => (c.thing ? `Treated myself: ${c.thing}` : 'Treated myself'),
    (c) => (c.thing ? `${c.thing} diary` : 'Glow diary'),
    (c) => (c.thing ? `New favourite: ${c.thing}` : 'New favourite'),
    (c) => (c.thing ? `My take on ${c.thing}` : 'A day for me'),
    (c) => (c.thing ? `${c.thing}, worth a try` : 'Worth a try'),
  ],
  hooks: [
    'Lately I have been looking after myself properly.',
    'Making time for yourself really matters.',
    'Self-care, one small step at a time.',
    'Weekend self-care time!',
    'Let me tell you about my self-care routine.',
    'Be kind to yourself, starting with small things.',
    'Learning to treat myself well.',
    'A little diary of my recent self-care.',
  ],
  intros: [
    (c) => (c.thing ? `Recently I tried ${c.thing}.` : `Recently I visited ${c.place}.`),
    (c) => (c.thing ? `The star of this post: ${c.thing}.` : `This post is about ${c.place}.`),
    (c) =>
      c.thing
        ? `I'd wanted to try ${c.thing} for a while and finally did.`
        : `I'd wanted to visit ${c.place} for a while and finally did.`,
    (c) => (c.thing ? `${c.Thing} has joined my routine.` : `${c.Place} has joined my routine.`),
    (c) => (c.thing ? `My recent favourite is ${c.thing}.` : `I keep thinking about ${c.place}.`),
  ],
  moments: [
    'I set aside some quiet time just for me.',
    'The whole experience felt relaxing.',
    'I was in a great mood afterwards.',
    'I smiled at myself in the mirror.',
    'I felt properly looked after.',
    'The most relaxing moment of my week.',
  ],
  ctas: [
    'Save this for your next self-care day!',
    "What's your self-care lately? Tell me below!",
    'Like it if this was useful!',
    'Save it for future you.',
    'Be kind to yourself, starting today!',
  ],
  business: {
    hooks: [
      'A lovely day starts with caring for yourself!',
      'Take a little time for you!',
      'Hello, lovely people!',
      'Need a little break?',
    ],
    intros: [
      (c) => (c.thing ? `Today we'd like to introduce ${c.thing}.` : "Today we'd like to tell you about us."),
      (c) => (c.thing ? `${c.Thing} is ready for you to experience.` : 'Come and experience it with us.'),
      (c) => (c.thing ? `Curious about ${c.thing}? Get in touch.` : 'Want to treat yourself? Get in touch.'),
    ],
    ctas: [
      'Message us to book or ask!',
      'Want to know more? Leave a comment!',
      'Share this with a friend who deserves a treat!',
      'We look forward to seeing you!',
    ],
  },
  review: {
    openers: [
      (c) =>
        c.thing
          ? `I tried ${c.thing} and I am happy with the experience.`
          : `I visited ${c.place} and I am happy with the experience.`,
      (c) =>
        c.thing ? `First time trying ${c.thing}, and it felt good.` : `First time at ${c.place}, and it felt good.`,
      (c) => (c.thing ? `Came specially for ${c.thing}.` : `Came specially to ${c.place}.`),
      (c) => (c.thing ? `Writing down how ${c.thing} felt for me.` : `Writing down my time at ${c.place}.`),
      (c) =>
        c.thing ? `Tried ${c.thing} and wanted to leave a review.` : `Visited ${c.place} and wanted to leave a review.`,
    ],
    moments: [
      'The whole experience felt relaxing.',
      'I left in a great mood.',
      'It was a comfortable, calm time.',
      'The time I set aside for myself felt well spent.',
      'It felt good to be looked after.',
      'I really enjoyed the experience.',
      'I barely looked at my phone the whole time.',
      'I felt lighter afterwards.',
      'I took a photo at home to remember the day.',
      'It was the nicest little gift I have given myself lately.',
    ],
    verdicts: [
      'Will be back.',
      'Recommended for anyone who wants to treat themselves.',
      'I will book again.',
      'Happy overall.',
      'I would recommend it to friends.',
    ],
  },
  tags: ['SelfCare', 'GlowDiary', 'SkincareRoutine', 'BeautyNotes', 'TreatYourself', 'MeTime'],
};

const retail: IndustryBank = {
  titles: [
    (c) => (c.thing ? `Got ${c.thing}!` : 'My latest find'),
    (c) => (c.thing ? `${c.thing}, in daily use` : 'In daily use'),
    (c) => (c.thing ? `My honest ${c.thing} notes` : 'Shopping, honestly'),
    (c) => (c.thing ? `Bought ${c.thing}` : 'Found one I love'),
    (c) => (c.thing ? `Unboxing ${c.thing}` : 'Unboxing time'),
    (c) => (c.thing ? `${c.thing}, an everyday fave` : 'My everyday fave'),
  ],
  hooks: [
    'Bought something I love, so I had to share.',
    'Cart cleared, happiness delivered.',
    'Walked around for ages and finally found the one.',
    'New in my collection, let me tell you about it.',
    'Been using it for a while, so here are my thoughts.',
    'Shopping diary time!',
    'Showing you my latest find.',
    'A little weekend shopping haul.',
  ],
  intros: [
    (c) => (c.thing ? `This time I picked up ${c.thing}.` : `This time I found something I love at ${c.place}.`),
    (c) => (c.thing ? `Chose ${c.thing} at ${c.place}.` : `Spent a good while browsing ${c.place}.`),
    (c) =>
      c.thing ? `I've been using ${c.thing} for a while now.` : `Here is what I think of my buys from ${c.place}.`,
    (c) => (c.thing ? `${c.Thing} is finally mine.` : `My buys from ${c.place} are finally home.`),
    (c) => (c.thing ? `These days I use ${c.thing} every day.` : `These days I often pop into ${c.place}.`),
  ],
  moments: [
    'So happy the moment I got it.',
    'Took a photo as soon as I unwrapped it.',
    'Using it puts me in a good mood.',
    'One of my happiest shopping trips lately.',
    'I went back and forth before choosing, and I am glad I did.',
    'It makes me smile every time I see it.',
  ],
  ctas: [
    'Save this if you like it!',
    'What did you buy lately? Share below!',
    'Questions? Ask me in the comments!',
    'Like it if this helped!',
    'Save it for your next shopping trip.',
  ],
  business: {
    hooks: ['Come and browse!', 'Ready to browse?', "It's shopping time!", 'Shop with us this week!'],
    intros: [
      (c) => (c.thing ? `Today's pick from our shelves: ${c.thing}.` : "Today we'd like to tell you about our shop."),
      (c) => (c.thing ? `Come and pick up ${c.thing} in person.` : 'Come and browse in person.'),
      (c) => (c.thing ? `Looking for ${c.thing}? Come and choose yours.` : 'Looking for something? Come and choose.'),
    ],
    ctas: [
      'See you at the shop!',
      'Interested? Send us a message!',
      'Share this with someone who might need it!',
      'We look forward to seeing you!',
    ],
  },
  review: {
    openers: [
      (c) =>
        c.thing ? `Bought ${c.thing} here and I am happy with it.` : `Shopped at ${c.place} and I am happy with it.`,
      (c) => (c.thing ? `Came specially to buy ${c.thing}.` : `Came specially to browse ${c.place}.`),
      (c) =>
        c.thing
          ? `First time buying ${c.thing}, so here is my review.`
          : `First time at ${c.place}, so here is my review.`,
      (c) => (c.thing ? `Sharing my experience buying ${c.thing}.` : `Sharing my shopping experience at ${c.place}.`),
      (c) => (c.thing ? `Picked out ${c.thing} here.` : `Picked out a few things at ${c.place}.`),
    ],
    moments: [
      'Choosing was a pleasure.',
      'I was happy once I had it.',
      'I am satisfied with this purchase.',
      'Browsing felt relaxed.',
      'I started using it as soon as I got home.',
      'Everything went smoothly.',
      'I unwrapped it the moment I got home.',
      'I showed it to a friend, and she was curious too.',
      'Every time I see it at home, it makes me smile.',
      'Choosing took a while, and I am glad I took my time.',
    ],
    verdicts: [
      'Will be back.',
      'Recommended for anyone who needs one.',
      'I will come back to browse again.',
      'Happy overall.',
      'Worth a look.',
    ],
  },
  tags: ['ShoppingDiary', 'Unboxing', 'EverydayFaves', 'ShoppingFinds', 'RetailTherapy', 'MyFavourites'],
};

const services: IndustryBank = {
  titles: [
    (c) => (c.thing ? `Booked ${c.thing}` : 'My booking diary'),
    (c) => (c.thing ? `${c.thing}, booked and done` : 'Booked and done'),
    (c) => (c.thing ? `My ${c.thing} visit` : 'A visit worth noting'),
    (c) => (c.thing ? `Trying ${c.thing}` : 'Finally did it'),
    (c) => (c.thing ? `${c.thing}: my experience` : 'My experience'),
    (c) => (c.thing ? `About my ${c.thing}` : 'Errand of the day'),
  ],
  hooks: [
    'Finally did the thing I kept putting off.',
    'Ran an important errand today.',
    'Appointment time, off I go!',
    'Booked myself an experience.',
    "One item off this week's list!",
    'Sharing a recent experience.',
    "Today I finally did what I'd planned for ages.",
    'Only one plan today, and this was it.',
  ],
  intros: [
    (c) => (c.thing ? `This time I went to ${c.place} for ${c.thing}.` : `This time I went to ${c.place}.`),
    (c) => (c.thing ? `I booked ${c.thing}.` : `I booked a visit to ${c.place}.`),
    (c) => (c.thing ? `Today's visit: ${c.thing}.` : `Today's visit: ${c.place}.`),
    (c) =>
      c.thing
        ? `I'd wanted to try ${c.thing} for a while and finally went.`
        : `I'd wanted to visit ${c.place} for a while and finally went.`,
    (c) => (c.thing ? `Made a special trip for ${c.thing}.` : `Made a special trip to ${c.place}.`),
  ],
  moments: [
    'Everything felt calm.',
    'I felt much more settled afterwards.',
    'I left in a good mood.',
    'The trip was worth it.',
    'Glad I finally got it done.',
    'Felt lighter once it was done.',
  ],
  ctas: [
    'Save this if you need the same!',
    'Questions? See you in the comments!',
    'Like it if this helped!',
    'Save it for when you need it.',
    'Share with a friend who needs this!',
  ],
  business: {
    hooks: [
      'Come and visit us this week!',
      'Thinking of a visit? Read on!',
      'Need a hand? Come and see us!',
      'New week, come and visit!',
    ],
    intros: [
      (c) =>
        c.thing
          ? `Today we'd like to introduce ${c.thing}, by appointment.`
          : "Today we'd like to welcome you to visit us.",
      (c) => (c.thing ? `${c.Thing}: get in touch to book.` : 'Need us? Get in touch.'),
      (c) => (c.thing ? `Want to know more about ${c.thing}? Contact us.` : 'Need our help? Contact us.'),
    ],
    ctas: [
      'Message us to book!',
      'Questions? Leave a comment!',
      'Share this with someone who needs it!',
      'We look forward to seeing you!',
    ],
  },
  review: {
    openers: [
      (c) =>
        c.thing
          ? `I came for ${c.thing} and I am happy with the experience.`
          : `I visited ${c.place} and I am happy with the experience.`,
      (c) =>
        c.thing
          ? `First time trying ${c.thing}, so here is my review.`
          : `First time at ${c.place}, so here is my review.`,
      (c) =>
        c.thing ? `I booked ${c.thing}; here is how it went.` : `I booked a visit to ${c.place}; here is how it went.`,
      (c) => (c.thing ? `Came specially for ${c.thing}.` : `Made a special trip to ${c.place}.`),
      (c) => (c.thing ? `Writing down my ${c.thing} experience.` : `Writing down my experience at ${c.place}.`),
    ],
    moments: [
      'I felt at ease throughout.',
      'I felt reassured afterwards.',
      'The trip was worth it.',
      'I am happy with how it went.',
      'I left in a good mood.',
      'Next time I need this, I know where to go.',
      'I was a little nervous before, and completely relaxed by the end.',
      'It is one less thing on my mind.',
      'The trip home felt light.',
      'I put the next date in my calendar straight away.',
    ],
    verdicts: [
      'Will be back.',
      'Recommended for anyone who needs this.',
      'I will book again.',
      'Happy overall.',
      'Recommended.',
    ],
  },
  tags: ['MyExperience', 'LifeNotes', 'BookingDiary', 'DailyLife', 'LifeAdmin', 'RealReview'],
};

const general: IndustryBank = {
  titles: [
    (c) => (c.thing ? `Let me tell you: ${c.thing}` : 'A recent find'),
    (c) => (c.thing ? `${c.thing}, my experience` : 'My experience'),
    (c) => (c.thing ? `About ${c.thing}` : 'A little note'),
    (c) => (c.thing ? `${c.thing}, shared with you` : 'Shared with you'),
    (c) => (c.thing ? `Just found ${c.thing}` : 'Just found this'),
    (c) => (c.thing ? `${c.thing} notes` : 'Everyday notes'),
  ],
  hooks: [
    'Found something recently that I want to share.',
    'Noting down a recent experience.',
    "Let's talk about a recent find.",
    'Sharing something that made me happy lately.',
    'Writing this down so I remember.',
    'A little chat about my week.',
    'Some experiences deserve their own post.',
    'A weekend find, coming right up.',
  ],
  intros: [
    (c) => (c.thing ? `This time I want to talk about ${c.thing}.` : `This time I want to talk about ${c.place}.`),
    (c) => (c.thing ? `Recently I discovered ${c.thing}.` : `Recently I discovered ${c.place}.`),
    (c) =>
      c.thing
        ? `I'd wanted to try ${c.thing} for a while, and finally did.`
        : `I'd wanted to visit ${c.place} for a while, and finally did.`,
    (c) => (c.thing ? `${c.Thing} is my latest discovery.` : `${c.Place} is my latest discovery.`),
    (c) => (c.thing ? `Here's my story with ${c.thing}.` : `Here's my story with ${c.place}.`),
  ],
  moments: [
    'This experience made me happy.',
    'It all felt relaxed.',
    'I was in a good mood afterwards.',
    'One of the happier moments of my week.',
    'I really enjoyed it.',
    "I couldn't wait to share it.",
  ],
  ctas: [
    'Save it if you like it!',
    'Tell me your latest find in the comments!',
    'Like it if this helped!',
    'Save it and read it later.',
    'Tried it? Tell me below!',
  ],
  business: {
    hooks: ['Nice to meet you!', 'We have news for you!', "Let's have a chat today.", 'Hello again, everyone!'],
    intros: [
      (c) => (c.thing ? `Today we'd like to introduce ${c.thing}.` : "Today we'd like to tell you about us."),
      (c) => (c.thing ? `Get to know ${c.thing}.` : 'Come and get to know us.'),
      (c) => (c.thing ? `Want to know more about ${c.thing}? Contact us.` : 'Interested? Contact us.'),
    ],
    ctas: [
      'Send us a message!',
      'Questions? Leave a comment!',
      'Share this with someone who might be interested!',
      'We look forward to seeing you!',
    ],
  },
  review: {
    openers: [
      (c) => (c.thing ? `I tried ${c.thing} and I am glad I did.` : `I visited ${c.place} and I am glad I did.`),
      (c) =>
        c.thing
          ? `First time trying ${c.thing}, so here is my review.`
          : `First time at ${c.place}, so here is my review.`,
      (c) => (c.thing ? `Came specially for ${c.thing}.` : `Made a special trip to ${c.place}.`),
      (c) => (c.thing ? `Sharing my experience with ${c.thing}.` : `Sharing my experience at ${c.place}.`),
      (c) =>
        c.thing ? `Tried ${c.thing} and wanted to leave a review.` : `Visited ${c.place} and wanted to leave a review.`,
    ],
    moments: [
      'This experience made me happy.',
      'It all felt relaxed.',
      'I left in a good mood.',
      'I really enjoyed it.',
      'It was one of the better parts of my week.',
      'I am glad I went.',
      'I kept thinking about it on the way home.',
      'It was the most relaxed day I have had in a while.',
      'I could not stop talking about it with friends.',
      'The whole thing put me in a good mood.',
    ],
    verdicts: ['Will be back.', 'Would recommend to friends.', 'Happy overall.', 'Worth a try.', 'Recommended.'],
  },
  tags: ['LifeShare', 'DailyNotes', 'RealShare', 'MyDay', 'WeekendPlans', 'LittleThings'],
};

export const enIndustries: Record<Industry, IndustryBank> = { food, beauty, retail, services, general };
