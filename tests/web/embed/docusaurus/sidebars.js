module.exports = { book: ['intro', 'memory', 'quiz'] };
