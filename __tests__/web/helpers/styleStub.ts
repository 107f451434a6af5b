// Stylesheets imported by components (react-slick's) have no effect under jsdom.
export default {};
