import type { CityPageInfo } from '../../../../common/regions';

/** A neighbourhood as a renter would want it described: where it is and what living there is like. */
export interface Neighbourhood {
  name: string;
  text: string;
}

export interface CityGuide {
  /** The city page the guide's figures and listings link are of. */
  key: Extract<CityPageInfo['key'], 'ATLANTA' | 'CHARLOTTE' | 'DURHAM' | 'RALEIGH'>;
  /** Path segment: /locations/{slug}-city-guide. */
  slug: string;
  city: string;
  state: string;
  intro: string;
  neighbourhoods: Neighbourhood[];
  transit: string[];
  driving: string[];
}

/** The four city guides of spec §2 (/locations/{city}-city-guide). */
export const CITY_GUIDES: readonly CityGuide[] = [
  {
    key: 'ATLANTA',
    slug: 'atlanta',
    city: 'Atlanta',
    state: 'GA',
    intro: 'Atlanta is a city of tree-lined neighbourhoods joined by the BeltLine, with universities, hospitals and film studios '
      + 'that bring people in for a semester, a contract or a new job. Renting a room lets you live close in without a whole lease to yourself.',
    neighbourhoods: [
      { name: 'Midtown', text: 'Towers, Piedmont Park and the arts district around the High Museum; close to Georgia Tech and three MARTA stations. The busiest and usually dearest part of town.' },
      { name: 'Old Fourth Ward', text: 'Right on the Eastside Trail of the BeltLine, with Ponce City Market and Historic Fourth Ward Park. Older bungalows sit beside new apartment blocks.' },
      { name: 'Inman Park', text: 'Victorian houses and large trees, a short walk to the Inman Park/Reynoldstown MARTA station and the restaurants of Krog Street.' },
      { name: 'Virginia-Highland', text: 'A quiet grid of 1920s bungalows with a walkable shopping strip at its centre; most people here drive or cycle rather than take the train.' },
      { name: 'Grant Park', text: 'Built around the city\'s oldest park and Zoo Atlanta, with craftsman houses and a Saturday farmers market. Buses link it to Downtown.' },
      { name: 'West End', text: 'One of Atlanta\'s historic Black neighbourhoods, next to the Westside Trail and its own MARTA station; near the Atlanta University Center colleges.' },
      { name: 'East Atlanta Village', text: 'A small, lively centre of bars and music venues among mid-century houses, east of Glenwood Avenue.' },
    ],
    transit: [
      'MARTA\'s four rail lines (Red, Gold, Blue, Green) cross at Five Points Downtown; the Red and Gold lines run to Hartsfield-Jackson airport.',
      'MARTA buses fill the gaps between rail stations, and the Atlanta Streetcar loops between Centennial Olympic Park and the King Historic District.',
      'The BeltLine trails (Eastside, Westside and others) are paved paths for walking and cycling between neighbourhoods.',
    ],
    driving: [
      'I-75 and I-85 share the Downtown Connector through the middle of the city; I-20 crosses it east to west and I-285 circles the metro.',
      'Rush hours are long and the Connector is often slow: a room near a MARTA station or the BeltLine can save a lot of time.',
    ],
  },
  {
    key: 'CHARLOTTE',
    slug: 'charlotte',
    city: 'Charlotte',
    state: 'NC',
    intro: 'Charlotte grew around its banks and keeps growing, with new neighbourhoods along the light rail and old mill villages turned into places to eat and live. '
      + 'Rooms let newcomers try a part of town before committing to it.',
    neighbourhoods: [
      { name: 'Uptown', text: 'The towers of the centre, with the ballparks, museums and offices; the Blue Line and the Gold Line streetcar meet here.' },
      { name: 'South End', text: 'Old warehouses and new apartments along the Rail Trail beside the Blue Line, with breweries and a short ride to Uptown.' },
      { name: 'NoDa', text: 'The arts district in a former mill village on North Davidson Street, with galleries, music venues and its own light rail stops.' },
      { name: 'Plaza Midwood', text: 'Eclectic and independent: bungalows, vintage shops and diners east of Uptown, on the Gold Line streetcar route.' },
      { name: 'Dilworth', text: 'Charlotte\'s first streetcar suburb, with craftsman houses, Freedom Park nearby and an easy walk to South End.' },
      { name: 'Elizabeth', text: 'A compact neighbourhood of older homes between Uptown and Plaza Midwood, close to the hospital and Independence Park.' },
    ],
    transit: [
      'The LYNX Blue Line light rail runs from UNC Charlotte through NoDa, Uptown and South End to I-485 in the south.',
      'The CityLYNX Gold Line streetcar runs east to west through Uptown; CATS buses cover the rest of the city from the Charlotte Transportation Center.',
      'The Rail Trail and the greenways along the creeks are good for cycling to work in South End and Uptown.',
    ],
    driving: [
      'I-77 runs north to south past Uptown and I-85 runs east to west; I-277 loops around Uptown and I-485 circles the whole city.',
      'Most neighbourhoods have easy street parking; Uptown and South End charge for it.',
    ],
  },
  {
    key: 'DURHAM',
    slug: 'durham',
    city: 'Durham',
    state: 'NC',
    intro: 'Durham is a former tobacco town whose warehouses now hold offices, labs and restaurants. Duke University, its hospitals and '
      + 'Research Triangle Park bring in students, nurses and researchers, many of them for a year or two.',
    neighbourhoods: [
      { name: 'Downtown', text: 'The American Tobacco and Brightleaf campuses, the Durham Performing Arts Center and the Bulls\' ballpark, all within walking distance.' },
      { name: 'Trinity Park', text: 'Big old houses between Downtown and Duke\'s East Campus; many residents walk or cycle to both.' },
      { name: 'Old West Durham', text: 'Mill houses around Ninth Street\'s shops and cafés, next to Duke\'s main campus and hospital.' },
      { name: 'Walltown', text: 'A historic neighbourhood north of Ninth Street with a strong community centre and easy access to Duke.' },
      { name: 'Duke Park', text: 'Quiet streets around a large park north of Downtown, with bungalows and mid-century houses.' },
      { name: 'Forest Hills', text: 'Winding streets and older brick homes south of Downtown, close to the American Tobacco Trail.' },
    ],
    transit: [
      'GoDurham buses run across the city from Durham Station downtown; Duke runs its own buses between its campuses and hospital.',
      'GoTriangle regional buses link Durham with Research Triangle Park, Chapel Hill, Raleigh and RDU airport.',
      'The American Tobacco Trail is a paved path from Downtown south for about 20 miles, good for commuting by bike.',
    ],
    driving: [
      'The Durham Freeway (NC 147) runs through the city to Research Triangle Park; I-85 passes to the north and I-40 to the south.',
      'RDU airport is about 20 minutes by car. Parking is easy outside Downtown and the Duke campuses.',
    ],
  },
  {
    key: 'RALEIGH',
    slug: 'raleigh',
    city: 'Raleigh',
    state: 'NC',
    intro: 'Raleigh is North Carolina\'s capital: state government, NC State University and a fast-growing tech scene, in a city laid out '
      + 'around oak-shaded squares and a long network of greenways.',
    neighbourhoods: [
      { name: 'Downtown', text: 'Fayetteville Street, the Warehouse District and Moore Square, with the capitol and the museums a few blocks apart.' },
      { name: 'Glenwood South', text: 'Restaurants and bars along Glenwood Avenue north-west of Downtown, with new apartment buildings and a late-night crowd.' },
      { name: 'Oakwood', text: 'Raleigh\'s best-kept Victorian houses and its historic cemetery, a short walk east of the capitol.' },
      { name: 'Boylan Heights', text: 'A small hilltop neighbourhood of early-1900s houses beside Downtown, with views of the skyline.' },
      { name: 'Five Points', text: 'Where four older neighbourhoods meet north of Downtown: bungalows, a cinema and local shops.' },
      { name: 'Hillsborough Street', text: 'Along NC State\'s main campus: the student side of the city, with cafés, cheap eats and frequent buses.' },
      { name: 'North Hills', text: 'A newer, walkable centre of shops and offices inside the Beltline, popular with people working in the north of the city.' },
    ],
    transit: [
      'GoRaleigh buses run from GoRaleigh Station downtown across the city; NC State\'s Wolfline buses serve the campus and nearby streets.',
      'GoTriangle regional buses connect Raleigh with Durham, Chapel Hill, Research Triangle Park and RDU airport; Amtrak trains stop at Raleigh Union Station.',
      'The Capital Area Greenway has well over 100 miles of paths, many of them usable for getting to work by bike.',
    ],
    driving: [
      'I-440, the Beltline, circles the centre; I-40 runs towards Durham and RTP, and I-540 makes a wider loop to the north.',
      'Most homes have a driveway or street parking; downtown parking is paid.',
    ],
  },
];

export const guidePath = (guide: CityGuide) => `/locations/${guide.slug}-city-guide`;
