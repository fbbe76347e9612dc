/** One of these greets every lost visitor on the 404 page. */
export const NOT_FOUND_QUIPS = [
  'Even our search party got lost looking for this one.',
  'This page went out for milk and never came back.',
  'We checked under the sofa cushions. Just crumbs and a lonely button.',
  "You've reached the edge of the map. Here be dragons, but no content.",
  "Our hamsters ran as fast as they could. The page still didn't turn up.",
  "If a page doesn't exist and nobody visits it, does it still 404?",
  "Shhh. Listen. That's the sound of a page that isn't here.",
  'Plot twist: the page was the friends we made along the way.',
  'This page packed its bags and left no forwarding address.',
  'Houston, we have a missing page.',
] as const;
