// The plotly.js the dashboards load: its core (scatter, shapes, annotations, images: every
// board) and the three traces the Lab's charts add (bar, box, histogram). Built by build.sh.
var Plotly = require('plotly.js/lib/core');

Plotly.register([
    require('plotly.js/lib/bar'),
    require('plotly.js/lib/box'),
    require('plotly.js/lib/histogram')
]);

module.exports = Plotly;
