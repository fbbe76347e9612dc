import { escapeUTF8 } from 'entities';

/**
 * A small HTML page served without the web app (a mailed link's page, a printable statement),
 * kept out of search engines: its title as the heading, then `content`, styled by `style`.
 */
export const standalonePage = (title: string, style: string, content: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeUTF8(title)} · Hearth</title>
<style>
${style}
</style>
</head>
<body>
<main>
<h1>${escapeUTF8(title)}</h1>
${content}
</main>
</body>
</html>
`;
